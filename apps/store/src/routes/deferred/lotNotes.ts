// The lot's notes (description tabs) and videos, below the lot's first screen: a module of its own so that the lazy
// import names these exports only (see otherLots.ts).
export { LotInfoTabs, LotVideos } from '@storefront/features/lots';
