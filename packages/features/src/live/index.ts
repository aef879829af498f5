export { LIVE_LOTS_PAGE_LIMIT, liveRoomBody, useLiveRoom } from './api/useLiveRoom';
export { registrationOf, useAuctionRegistration } from './api/useAuctionRegistration';
export { LiveRegistration, type LiveRegistrationProps } from './components/LiveRegistration';
export { LiveAuctionAlert, type LiveAuctionAlertProps } from './components/LiveAuctionAlert';
export { LiveRoom, liveRoomTexts, type LiveRoomProps } from './components/LiveRoom';
export { UpcomingLots, type UpcomingLotsProps } from './components/UpcomingLots';
export { LiveLotBidPanel, type LiveLotBidPanelProps } from './components/LiveLotBidPanel';
export { BidIncrementRanges } from './components/BidIncrementRanges';
export { LiveLotNeighbours, type LiveLotNeighboursProps } from './components/LiveLotNeighbours';
