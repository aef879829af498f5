export type { AuctionFields, LotFields } from './fields';
export { isHammered, priceLabel } from './priceLabel';
export { lotBidFacts, type BidLotFields } from './bidFacts';
