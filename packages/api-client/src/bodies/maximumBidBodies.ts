import type { BidPayload, Lot, TimedBidRequest } from '../generated/storefront';

/** What a maximum bid names of its lot: the lot and the auction it belongs to. */
export type BidLot = Pick<Lot, 'id' | 'lotof'>;

/** A maximum bid from the timed lot view (placeTimedBid), as the spec's lot page sends it; `wsprice` in dollars. */
export const timedBidBody = (lot: BidLot, userid: number, wsprice: number): TimedBidRequest => ({
  wsprice,
  userid,
  id: lot.id,
  lotid: lot.id,
  bidplan: 'auto',
  auctionid: lot.lotof,
});

/** A maximum bid from a listing card or the lot drawer (placeBid), as the spec's listings send it. */
export const listingBidBody = (lot: BidLot, userid: number, wsprice: number): BidPayload => ({
  wsprice,
  amount: wsprice,
  id: lot.id,
  lotid: lot.id,
  userid,
  auctionid: lot.lotof,
  bidding_type: 'proxy',
  bidplan: 'auto',
});
