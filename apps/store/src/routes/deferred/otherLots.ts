// A module of its own so that the lazy import names this export only (importing the slice's entry lazily would keep
// the whole slice in one chunk).
export { OtherLots } from '@storefront/features/lots';
