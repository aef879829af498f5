/** The checkout's first request body, loaded by its loader on demand (see liveRequests.ts for why a module of its own). */
export { checkoutInit } from '@storefront/features/checkout';
