import { useApi } from '@storefront/api-client/react';
import { CARD_SELECTED } from '@storefront/domain';
import { useToast } from '@storefront/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Makes a saved card the buyer's default (updateCard): 'Card selected successfully', or the server's words. The
 * profile, which keeps the selection, is read again.
 */
export function useSelectCard() {
  const { mutations, queries } = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    ...mutations.updateCard,
    onSuccess: () => {
      toast.show({ id: 'card', tone: 'success', kind: 'alert', title: CARD_SELECTED });
      void queryClient.invalidateQueries({ queryKey: queries.getUserProfileDetails().queryKey });
    },
    onError: (error) => toast.show({ id: 'card', tone: 'error', title: error.message }),
  });
}
