import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** The live lots page's request limit (spec 001 §9: the live views ask for 1000 lots, the live lots page for 2000). */
export const LIVE_LOTS_PAGE_LIMIT = 2000;

/** The body of the room's read, shared by the route's loader and the room so they find one cache entry. */
export const liveRoomBody = (auctionid: number, userid: number) => ({
  auctionid,
  userid,
  limit: LIVE_LOTS_PAGE_LIMIT,
});

/**
 * The live room's read (getLiveAuctionLots): the auction, its lots and the lot on the block. Bids, awards and
 * approvals land in this entry through the transport; after a reconnect it is read again.
 */
export function useLiveRoom(auctionid: number, userid: number) {
  const { queries } = useApi();
  return useQuery(queries.getLiveAuctionLots({ body: liveRoomBody(auctionid, userid) }));
}
