import { useApi } from '@storefront/api-client/react';
import { operationKey } from '@storefront/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@storefront/ui';

/**
 * A timed maximum bid. A refusal ('failed' with the server's reason) reaches the mutation as an error; an accepted bid
 * toasts the server's sentences, and the lot is read again for the bidder's own status (the broadcast has the price).
 */
export function usePlaceTimedBid() {
  const { mutations } = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    ...mutations.placeTimedBid,
    onSuccess: (answer) => {
      if (answer.bpop_error) toast.show({ tone: 'success', kind: 'alert', title: answer.bpop_error, duration: 3000 });
      if (answer.bpop_bidstatus) toast.show({ tone: 'info', title: answer.bpop_bidstatus });
      void queryClient.invalidateQueries({
        queryKey: operationKey('getProductDetails', { body: { product_id: answer.id } }),
      });
    },
    onError: (error) => toast.show({ tone: 'error', title: error.message }),
  });
}
