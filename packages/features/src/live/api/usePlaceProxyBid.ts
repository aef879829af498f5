import { isApiRefusal, operationKey } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { writeOwnBid } from '@storefront/api-client/realtime';
import { bidLabels, displayBidStatus } from '@storefront/domain';
import { useToast } from '@storefront/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A proxy bid from the live lot view before the lot comes up (confirmForwardBid): the spec's toasts, and the answer's
 * lot with the bidder's own maximum and status written into the cache (read again when the answer lacks them).
 */
export function usePlaceProxyBid() {
  const { mutations } = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    ...mutations.confirmForwardBid,
    onSuccess: (answer) => {
      toast.show({ tone: 'success', kind: 'alert', title: bidLabels.bidSubmitted });
      if (answer.bpop_bidstatus) toast.show({ tone: 'info', title: displayBidStatus(answer.bpop_bidstatus) });
      if (writeOwnBid(queryClient, answer)) return;
      void queryClient.invalidateQueries({
        queryKey: operationKey('getProductDetails', { body: { product_id: answer.id } }),
      });
    },
    onError: (error) =>
      toast.show({ tone: 'warning', title: isApiRefusal(error) ? error.message : 'The bid could not be sent.' }),
  });
}
