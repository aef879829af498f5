import type { Lot } from '@storefront/api-client';
import { bidLabels } from '@storefront/domain';
import { useToast } from '@storefront/ui';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

const bidCountOf = (lot: Lot) => lot.bidcnt ?? lot.bid_count ?? lot.nobids ?? 0;

/**
 * 'You are losing' (spec §4): when another buyer's bid lands on a lot this buyer has bid on and someone else now
 * leads. The lot is the cached one the realtime transport writes into, so nothing here listens to a socket; the
 * buyer's own bid in flight is not someone else's.
 */
export function useLosingNotice(lot: Lot, buyerId: number | null): void {
  const toast = useToast();
  const ownBidInFlight = useIsMutating({ mutationKey: ['placeTimedBid'] }) > 0;
  const seen = useRef({ id: lot.id, bids: bidCountOf(lot) });

  useEffect(() => {
    const bids = bidCountOf(lot);
    const before = seen.current;
    seen.current = { id: lot.id, bids };
    if (before.id !== lot.id || bids <= before.bids || buyerId === null || ownBidInFlight) return;
    const hadBid = (lot.userBidCount ?? 0) > 0 || lot.maxbidamt !== undefined;
    if (hadBid && lot.highbid_user_id !== buyerId && lot.market_status === 'open') {
      toast.show({ id: `losing-${lot.id}`, tone: 'info', title: bidLabels.youAreLosing });
    }
  }, [lot, buyerId, ownBidInFlight, toast]);
}
