export { usePlaceTimedBid } from './api/usePlaceTimedBid';
export { TimedBidBox, type TimedBidBoxProps } from './components/TimedBidBox';
