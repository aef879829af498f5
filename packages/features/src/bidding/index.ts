export { usePlaceTimedBid } from './api/usePlaceTimedBid';
export { listingBidBody, timedBidBody } from './api/maximumBidBodies';
export { useLosingNotices } from './api/useLosingNotices';
export { TimedBidBox, type TimedBidBoxProps } from './components/TimedBidBox';
export { LotBidStatus, type LotBidStatusProps } from './components/LotBidStatus';
export { usePlaceListingBid } from './api/usePlaceListingBid';
export { ListingBidBox, type ListingBidBoxProps } from './components/ListingBidBox';
export { useRetractBid } from './api/useRetractBid';
export { RetractBid, type RetractableLot, type RetractBidProps } from './components/RetractBid';
