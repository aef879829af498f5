import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** The spec's request limit of the live views. */
export const LIVE_LIMIT = 1000;

/** The body of the room's read, shared by the route's loader and the room so they find one cache entry. */
export const liveRoomBody = (auctionid: number, userid: number) => ({ auctionid, userid, limit: LIVE_LIMIT });

/**
 * The live room's read (getLiveAuctionLots): the auction, its lots and the lot on the block. Bids, awards and
 * approvals land in this entry through the transport; after a reconnect it is read again.
 */
export function useLiveRoom(auctionid: number, userid: number) {
  const { queries } = useApi();
  return useQuery(queries.getLiveAuctionLots({ body: liveRoomBody(auctionid, userid) }));
}
