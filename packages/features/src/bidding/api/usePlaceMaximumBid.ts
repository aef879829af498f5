import { listingBidBody, timedBidBody, type BidLot } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { dollarsFromCents, type Cents } from '@storefront/domain';
import { useMutation } from '@tanstack/react-query';
import { useBidAnswer } from './useBidAnswer';

/** `timed`: the timed lot view's call (placeTimedBid); `listing`: a lot card's, the drawer's, the dashboard's (placeBid). */
export type MaximumBidVariant = 'timed' | 'listing';

export interface MaximumBid {
  lot: BidLot;
  buyerId: number;
  amountCents: Cents;
}

/**
 * A maximum bid on a lot, answered by useBidAnswer; the broadcast moves the price everywhere. `mutateAsync` is what a
 * bid box's `onPlaceBid` returns: it resolves once the bid is accepted and rejects with the server's refusal.
 */
export function usePlaceMaximumBid(variant: MaximumBidVariant) {
  const { mutations } = useApi();
  const timed = variant === 'timed';
  return useMutation({
    mutationKey: (timed ? mutations.placeTimedBid : mutations.placeBid).mutationKey,
    mutationFn: ({ lot, buyerId, amountCents }: MaximumBid) =>
      timed
        ? mutations.placeTimedBid.mutationFn({ body: timedBidBody(lot, buyerId, dollarsFromCents(amountCents)) })
        : mutations.placeBid.mutationFn({ body: listingBidBody(lot, buyerId, dollarsFromCents(amountCents)) }),
    ...useBidAnswer(),
  });
}
