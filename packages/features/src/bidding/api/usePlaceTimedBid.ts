import { useApi } from '@storefront/api-client/react';
import { operationKey } from '@storefront/api-client';
import { bidLabels, displayBidStatus } from '@storefront/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@storefront/ui';

/**
 * A timed maximum bid. A refusal ('failed' with the server's reason) reaches the mutation as an error; an accepted bid
 * toasts 'Bid Submitted Successfully' and the bidder's own status (info), and the lot is read again for the bidder's
 * own maximum and status (the broadcast carries the price only).
 */
export function usePlaceTimedBid() {
  const { mutations } = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    ...mutations.placeTimedBid,
    onSuccess: (answer) => {
      toast.show({ tone: 'success', kind: 'alert', title: bidLabels.bidSubmitted, duration: 3000 });
      if (answer.bpop_bidstatus) toast.show({ tone: 'info', title: displayBidStatus(answer.bpop_bidstatus) });
      void queryClient.invalidateQueries({
        queryKey: operationKey('getProductDetails', { body: { product_id: answer.id } }),
      });
    },
    onError: (error) => toast.show({ tone: 'warning', title: error.message }),
  });
}
