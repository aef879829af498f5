import { savedCardsQuery, type CardProviderAccount } from '@storefront/api-client';
import { useQuery } from '@tanstack/react-query';

/** The buyer's saved cards, read from the card provider. */
export function useSavedCards(provider: CardProviderAccount, customerId: string) {
  return useQuery(savedCardsQuery(provider, customerId));
}
