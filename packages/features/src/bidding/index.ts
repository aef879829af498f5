export { usePlaceMaximumBid, type MaximumBid, type MaximumBidVariant } from './api/usePlaceMaximumBid';
export { useLosingNotices } from './api/useLosingNotices';
export { BidBox, type BidBoxProps } from './components/BidBox';
export { LotBidStatus, type LotBidStatusProps } from './components/LotBidStatus';
export { useRetractBid } from './api/useRetractBid';
export { RetractBid, type RetractableLot, type RetractBidProps } from './components/RetractBid';
export { RaiseMaximum, type RaisableLot, type RaiseMaximumProps } from './components/RaiseMaximum';
