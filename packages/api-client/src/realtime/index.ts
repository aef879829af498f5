export {
  createRealtimeTransport,
  type RealtimeTransport,
  type RealtimeTransportOptions,
} from './createRealtimeTransport';
export { sampleServerTime } from './sampleServerTime';
export { createServerClockStore, type ServerClockStore } from './serverClockStore';
export { createTicker, type Ticker } from './ticker';
export { metalsLivePriceKey, bridgeMessagesToCache, refetchRealtimeQueries } from './cacheBridge';
export { lotOperations, auctionOperations, liveRoomOperations } from './lotOperations';
export { patchLots, patchAuctions } from './patchLots';
export { writeOwnBid } from './ownBid';
export type { Room } from './rooms';
export type { LiveRoomPresence } from './livePresence';
export {
  RealtimeProvider,
  useAuctionRoom,
  useConnectionStatus,
  useLiveRoomPresence,
  useLotRoom,
  useLotRooms,
  useRealtime,
  useServerClock,
  useServerNow,
  useServerTimeReached,
} from './RealtimeProvider';
export type { ConnectionStatus } from '../socket/createSocketClient';
