import { operationKey, type BidAcknowledgement } from '@storefront/api-client';
import { writeOwnBid } from '@storefront/api-client/realtime';
import { bidLabels, displayBidStatus } from '@storefront/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@storefront/ui';

/**
 * What every maximum bid does with the server's answer: 'Bid Submitted Successfully', the server's word for the bidder
 * ('Bid placed successfully', with a new closing time when the bid extended the lot) and the bidder's own status
 * (info) when accepted, the server's reason as a warning when refused. The answer's lot, with the bidder's own maximum
 * and status (the broadcast carries the price only), is written into the cache; an answer without them has the lot
 * read again.
 */
export function useBidAnswer() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return {
    onSuccess: (answer: BidAcknowledgement) => {
      // The server's word for the bidder ('Bid placed successfully', with the new close when the bid extended the lot)
      // goes with the confirmation: a notice of its own would push the oldest out of the three shown at once.
      toast.show({
        tone: 'success',
        kind: 'alert',
        title: bidLabels.bidSubmitted,
        ...(answer.bpop_error ? { description: answer.bpop_error } : {}),
      });
      if (answer.bpop_bidstatus) toast.show({ tone: 'info', title: displayBidStatus(answer.bpop_bidstatus) });
      if (writeOwnBid(queryClient, answer)) return;
      void queryClient.invalidateQueries({
        queryKey: operationKey('getProductDetails', { body: { product_id: answer.id } }),
      });
    },
    onError: (error: Error) => toast.show({ tone: 'warning', title: error.message }),
  };
}
