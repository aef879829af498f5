export type { AuctionFields, LotFields } from './fields';
export { isHammered, priceLabel } from './priceLabel';
