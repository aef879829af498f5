import { useApi } from '@storefront/api-client/react';
import { operationKey } from '@storefront/api-client';
import { bidLabels, displayBidStatus } from '@storefront/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@storefront/ui';

/**
 * A maximum bid from a listing card or the lot drawer (placeBid): the same toasts as the lot page, and the lot read
 * again for the bidder's own maximum; the broadcast moves the price everywhere the lot is shown.
 */
export function usePlaceListingBid() {
  const { mutations } = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    ...mutations.placeBid,
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
