import { useApi } from '@storefront/api-client/react';
import { operationKey } from '@storefront/api-client';
import { bidLabels } from '@storefront/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@storefront/ui';

/**
 * Retracts the buyer's bid (cancelbid_process). The broadcast (cancelbidemitted) puts the price back to the remaining
 * top bid on every screen; the lot is read again here for the buyer's own maximum and status.
 */
export function useRetractBid() {
  const { mutations } = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    ...mutations.cancelBid,
    onSuccess: (_answer, { body }) => {
      toast.show({ tone: 'success', kind: 'alert', title: bidLabels.bidRetracted });
      void queryClient.invalidateQueries({
        queryKey: operationKey('getProductDetails', { body: { product_id: body.pid } }),
      });
    },
    onError: (error) => toast.show({ tone: 'warning', title: error.message }),
  });
}
