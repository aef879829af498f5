export { BidControl, type BidControlProps } from './BidControl';
export { isLargeBid, LARGE_BID_INCREMENTS, LARGE_BID_MULTIPLE } from './largeBid';
export type { BidVariant } from './validateBid';
