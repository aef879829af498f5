import { isLive } from '../status/marketStatus';

type ConCheck = number | string | boolean | null | undefined;

/** An auction's lots page (spec 001 §2): /auction/{id} for a live auction, /auction/timed-auction/{id} for a timed one. */
export const auctionPagePath = (auction: { id: number; con_check: ConCheck }) =>
  isLive(auction.con_check) ? `/auction/${auction.id}` : `/auction/timed-auction/${auction.id}`;

/** A lot's own page: /lotview for a live auction's lot, /timedlotView for a timed one, with the buyer's id or 0. */
export const lotPagePath = (lot: { id: number; lotof: number; con_check?: ConCheck }, buyerId: number | null = null) =>
  `/${isLive(lot.con_check) ? 'lotview' : 'timedlotView'}/${lot.lotof}/${lot.id}/${buyerId ?? 0}`;

/** A live auction's room for this buyer (0 for a visitor: the room reads the buyer from the session). */
export const liveRoomPath = (auctionId: number, buyerId: number | null = null) =>
  `/livelots/${auctionId}/${buyerId ?? 0}`;
