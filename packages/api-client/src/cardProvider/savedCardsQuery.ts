import { queryOptions } from '@tanstack/react-query';
import { providerAnswer, type CardProviderAccount } from './cardProviderAccount';

/** The one key of a buyer's saved cards at the card provider (listSources). */
export const savedCardsKey = (customerId: string) => ['listSources', customerId] as const;

/** The buyer's saved cards at the card provider (only the last four digits come back), for a hook or a loader. */
export function savedCardsQuery(provider: CardProviderAccount, customerId: string) {
  return queryOptions({
    queryKey: savedCardsKey(customerId),
    queryFn: async () => {
      const list = await providerAnswer(
        provider.client.POST('/api/customer/source/list', {
          body: { account_id: provider.account_id, mode: provider.mode, customer_id: customerId },
        }),
      );
      return list.data;
    },
  });
}
