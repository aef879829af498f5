export { BidControl, type BidControlProps } from './BidControl';
export type { BidVariant } from './validateBid';
