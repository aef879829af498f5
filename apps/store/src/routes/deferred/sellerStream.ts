// The seller's video in the live room: a module of its own so that the lazy import names this export only.
export { SellerStream } from '@storefront/features/stream';
