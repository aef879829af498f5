import type { Query } from '@tanstack/react-query';
import type { OperationId } from '../generated/operations';

/** The operation a cache entry belongs to: every key starts with its operation id (operationKey). */
export const operationOf = (query: Query) => query.queryKey[0] as OperationId;

/**
 * The operations whose answers carry lots (Lot or DashboardLot) or auctions: the cache entries realtime messages
 * are written into. A test checks these lists against the document, so a new operation is not missed.
 */
export const lotOperations: ReadonlySet<OperationId> = new Set<OperationId>([
  'searchAuctionLots',
  'searchLots',
  'getProductDetails',
  'getLotDetail',
  'getLiveAuctionLots',
  'getLiveLotDetails',
  'buyerDashboard',
]);

/**
 * Lists the server draws up for the signed-in buyer (which lots they lead or lost, which list a lot is in): a message
 * can move a lot between them, and only the server can draw them again.
 */
export const buyerListOperations: ReadonlySet<OperationId> = new Set<OperationId>(['buyerDashboard']);

export const auctionOperations: ReadonlySet<OperationId> = new Set<OperationId>([
  'listAuctions',
  'getAuctionLotDetails',
  'searchAuctionLots',
  'getLiveAuctionLots',
]);

/** Live-room reads of one auction that are read again when the block moves on (award, close). */
export const liveRoomOperations: ReadonlySet<OperationId> = new Set<OperationId>([
  'getLiveAuctionLots',
  'getLiveAuctionPercentage',
  'getLiveLotDetails',
]);

/** The message feeds (live room, chat) that messages append to. */
export const feedOperations: ReadonlySet<OperationId> = new Set<OperationId>([
  'getLiveAuctionMessages',
  'getChatHistory',
  'getProductMessages',
]);
