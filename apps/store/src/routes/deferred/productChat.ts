// The lot's chat with the store, opened from its tab: a module of its own so that the lazy import names this export
// only (see otherLots.ts).
export { ProductChat } from '@storefront/features/chat';
