import { patchLots } from '@storefront/api-client/realtime';
import { useApi } from '@storefront/api-client/react';
import { lotOperations } from '@storefront/api-client/realtime';
import type { OperationId } from '@storefront/api-client';
import { useToast } from '@storefront/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const FAVOURITE_ADDED = 'Added to Favorite';
export const FAVOURITE_REMOVED = 'Removed from Favorite';

/**
 * Flips a lot's heart (toggleWatchlist answers the new isFav) and writes it into every cached answer that shows the
 * lot, so the card, the drawer and the lot page agree at once.
 */
export function useToggleFavourite() {
  const { mutations } = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    ...mutations.toggleWatchlist,
    onSuccess: (answer, { body }) => {
      queryClient.setQueriesData(
        { predicate: (query) => lotOperations.has(query.queryKey[0] as OperationId) },
        (data: unknown) => patchLots(data, body.id, () => ({ isFav: answer.isFav })),
      );
      toast.show({
        tone: 'success',
        kind: 'alert',
        title: answer.isFav === 1 ? FAVOURITE_ADDED : FAVOURITE_REMOVED,
      });
    },
    onError: (error) => toast.show({ tone: 'warning', title: error.message }),
  });
}
