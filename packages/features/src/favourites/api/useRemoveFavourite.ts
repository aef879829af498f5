import type { OperationId } from '@storefront/api-client';
import { lotOperations, patchLots } from '@storefront/api-client/realtime';
import { useApi } from '@storefront/api-client/react';
import { useToast } from '@storefront/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Spec 000 §8, on the favourites page. */
export const PRODUCT_REMOVED = 'Product Removed from Favorites Successfully';

/**
 * Removes a lot from the buyer's favourites (removeFwatchlist): every cached answer showing the lot drops its heart,
 * and the favourites pages are read again.
 */
export function useRemoveFavourite() {
  const { mutations } = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    ...mutations.removeFromWatchlist,
    onSuccess: async (_answer, { body }) => {
      queryClient.setQueriesData(
        { predicate: (query) => lotOperations.has(query.queryKey[0] as OperationId) },
        (data: unknown) => patchLots(data, body.id, () => ({ isFav: 0, watchlisted: 0 })),
      );
      toast.show({ tone: 'success', kind: 'alert', title: PRODUCT_REMOVED });
      await queryClient.invalidateQueries({ queryKey: ['buyerDashboard'] });
    },
    onError: (error) => toast.show({ tone: 'warning', title: error.message }),
  });
}
