import { useApi } from '@storefront/api-client/react';
import { CARD_SELECTED } from '@storefront/domain';
import { useToast } from '@storefront/ui';
import { useMutation } from '@tanstack/react-query';

/** Makes a saved card the buyer's default (updateCard): 'Card selected successfully', or the server's words. */
export function useSelectCard() {
  const { mutations } = useApi();
  const toast = useToast();
  return useMutation({
    ...mutations.updateCard,
    onSuccess: () => toast.show({ id: 'card', tone: 'success', kind: 'alert', title: CARD_SELECTED }),
    onError: (error) => toast.show({ id: 'card', tone: 'error', title: error.message }),
  });
}
