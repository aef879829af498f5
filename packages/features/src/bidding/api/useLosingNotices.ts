import type { Lot } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { bidCountOf, bidLabels } from '@storefront/domain';
import { useToast } from '@storefront/ui';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * 'You are losing' (spec §4): when another buyer's bid lands on a lot this buyer has bid on and someone else now
 * leads, on the lot's page or any lot of a list (each toast names its lot). The lots are the cached ones the realtime
 * transport writes into, so nothing here listens to a socket; the buyer's own bid in flight is not someone else's.
 */
export function useLosingNotices(lots: readonly Lot[], buyerId: number | null): void {
  const toast = useToast();
  const { mutations } = useApi();
  // The buyer's own bids: from the lot page, the lot cards and the drawer, and the live lot view.
  const ownBids: unknown[] = [mutations.placeTimedBid, mutations.placeBid, mutations.confirmForwardBid].map(
    (bid) => bid.mutationKey[0],
  );
  const ownBidInFlight =
    useIsMutating({ predicate: (mutation) => ownBids.includes(mutation.options.mutationKey?.[0]) }) > 0;
  const seen = useRef(new Map<number, number>());

  useEffect(() => {
    const before = seen.current;
    seen.current = new Map(lots.map((lot) => [lot.id, bidCountOf(lot)]));
    if (buyerId === null || ownBidInFlight) return;
    for (const lot of lots) {
      const earlier = before.get(lot.id);
      if (earlier === undefined || bidCountOf(lot) <= earlier) continue;
      const hadBid = (lot.userBidCount ?? 0) > 0 || lot.maxbidamt !== undefined;
      if (hadBid && lot.highbid_user_id !== buyerId && lot.market_status === 'open') {
        toast.show({
          id: `losing-${lot.id}`,
          tone: 'info',
          title: bidLabels.youAreLosing,
          description: `Lot #${lot.sku}: ${lot.title}`,
        });
      }
    }
  }, [lots, buyerId, ownBidInFlight, toast]);
}
