import { CARD_SAVED } from '@storefront/domain';
import { useToast } from '@storefront/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providerAnswer, savedCardsKey, type CardProviderAccount, type NewCard } from '@storefront/api-client';

/**
 * Saves a card at the card provider, straight from the browser: the number and CVC go to the provider only, never to
 * the store's own API. 'Card Saved Successfully', or the provider's message in an error toast.
 */
export function useAddCard(provider: CardProviderAccount, customerId: string, onSaved?: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationKey: ['createSource'],
    mutationFn: (card: NewCard) =>
      providerAnswer(
        provider.client.POST('/api/customer/source/create', {
          body: { account_id: provider.account_id, mode: provider.mode, customer_id: customerId, ...card },
        }),
      ),
    onSuccess: async () => {
      toast.show({ id: 'card', tone: 'success', kind: 'alert', title: CARD_SAVED });
      onSaved?.();
      await queryClient.invalidateQueries({ queryKey: savedCardsKey(customerId) });
    },
    onError: (error) => toast.show({ id: 'card', tone: 'error', title: error.message }),
  });
}
