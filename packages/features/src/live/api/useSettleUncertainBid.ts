import { useApi } from '@storefront/api-client/react';
import { useConnectionStatus } from '@storefront/api-client/realtime';
import { centsFromDollars, formatMoney } from '@storefront/domain';
import { useToast } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { uncertainBidAtom } from '../state/uncertainBid';

export const uncertainBidTexts = {
  checking: (amount: string) =>
    `The connection dropped as your bid of ${amount} was sent. Checking whether it was taken…`,
  taken: (amount: string) => `Your bid of ${amount} was taken.`,
  notTaken: (amount: string) =>
    `Your bid of ${amount} did not reach the auctioneer. Bid again if you still want the lot.`,
};

/**
 * Settles the uncertain bid: once the connection is back, the lot's bid history is read and tells whether the bid
 * is in it. Resolves to the sentence to show while it is still unknown, or null.
 */
export function useSettleUncertainBid(): string | null {
  const { queries } = useApi();
  const toast = useToast();
  const connection = useConnectionStatus();
  const [uncertain, setUncertain] = useAtom(uncertainBidAtom);
  const history = useQuery({
    ...queries.getBidDetails({ body: { product_id: uncertain?.lotId ?? 0 } }),
    enabled: uncertain !== null && connection === 'connected',
    staleTime: 0,
    refetchOnMount: 'always',
    retry: 5,
  });

  useEffect(() => {
    if (!uncertain || !history.data || history.dataUpdatedAt < uncertain.sentAt) return;
    const amount = formatMoney(uncertain.amountCents);
    const taken = history.data.results.some(
      (row) =>
        row.bid_type === 'bid' &&
        row.user_id === uncertain.userid &&
        centsFromDollars(row.proposed_amount) === uncertain.amountCents,
    );
    toast.show({
      tone: taken ? 'success' : 'warning',
      title: taken ? uncertainBidTexts.taken(amount) : uncertainBidTexts.notTaken(amount),
    });
    setUncertain(null);
  }, [uncertain, history.data, history.dataUpdatedAt, setUncertain, toast]);

  return uncertain ? uncertainBidTexts.checking(formatMoney(uncertain.amountCents)) : null;
}
