import { CARD_DELETED } from '@storefront/domain';
import { useToast } from '@storefront/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providerAnswer, savedCardsKey, type CardProviderAccount } from '@storefront/api-client';

/** Deletes a saved card at the card provider: 'Card Deleted Successfully', or the provider's message. */
export function useDeleteCard(provider: CardProviderAccount, customerId: string, onDeleted?: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationKey: ['deleteSource'],
    mutationFn: (sourceId: string) =>
      providerAnswer(
        provider.client.POST('/api/customer/source/delete', {
          body: { account_id: provider.account_id, mode: provider.mode, customer_id: customerId, source_id: sourceId },
        }),
      ),
    onSuccess: async () => {
      toast.show({ id: 'card', tone: 'success', kind: 'alert', title: CARD_DELETED });
      onDeleted?.();
      await queryClient.invalidateQueries({ queryKey: savedCardsKey(customerId) });
    },
    onError: (error) => toast.show({ id: 'card', tone: 'error', title: error.message }),
  });
}
