import type { BidPayload, Lot, TimedBidRequest } from '@storefront/api-client';
import { dollarsFromCents, type Cents } from '@storefront/domain';

export type BidLot = Pick<Lot, 'id' | 'lotof'>;

/** A maximum bid from the lot view (placeTimedBid), as the spec's lot page sends it. */
export const timedBidBody = (lot: BidLot, buyerId: number, amountCents: Cents): TimedBidRequest => ({
  wsprice: dollarsFromCents(amountCents),
  userid: buyerId,
  id: lot.id,
  lotid: lot.id,
  bidplan: 'auto',
  auctionid: lot.lotof,
});

/** A maximum bid from a listing card or the lot drawer (placeBid), as the spec's listings send it. */
export function listingBidBody(lot: BidLot, buyerId: number, amountCents: Cents): BidPayload {
  const wsprice = dollarsFromCents(amountCents);
  return {
    wsprice,
    amount: wsprice,
    id: lot.id,
    lotid: lot.id,
    userid: buyerId,
    auctionid: lot.lotof,
    bidding_type: 'proxy',
    bidplan: 'auto',
  };
}
