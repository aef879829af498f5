import { auctionPagePath, liveRoomPath } from '@storefront/domain';
import type { LotPlace } from '../app/lotSearchParams';

const query = (place: LotPlace) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(place)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** An auction's lots page: live auctions at /auction/{id}, timed ones at /auction/timed-auction/{id} (spec §2). */
export const auctionLotsHref = (auction: { id: number; con_check: number }, place: LotPlace = {}) =>
  `${auctionPagePath(auction)}${query({ page: 1, ...place })}`;

/** A timed lot's view for this buyer (0 for a visitor), carrying where on the lots page the buyer came from. */
export const timedLotHref = (lot: { id: number; lotof: number }, buyerId: number | null, place: LotPlace = {}) =>
  `/timedlotView/${lot.lotof}/${lot.id}/${buyerId ?? 0}${query(place)}`;

/** The live room of an auction for this buyer. */
export const liveRoomHref = (auctionId: number, buyerId: number | null) => liveRoomPath(auctionId, buyerId);

/** A live auction's lot view for this buyer (0 for a visitor), carrying where on the lots page the buyer came from. */
export const liveLotHref = (lot: { id: number; lotof: number }, buyerId: number | null, place: LotPlace = {}) =>
  `/lotview/${lot.lotof}/${lot.id}/${buyerId ?? 0}${query(place)}`;
