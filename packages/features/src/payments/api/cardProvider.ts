import type { CardProviderClient } from '@storefront/api-client';

/** The store's account at the card provider, which every provider call carries (spec 000 §7). */
export interface CardProviderAccount {
  client: CardProviderClient;
  account_id: string;
  mode: 'sandbox' | 'live';
}

/** The provider's own words on a refusal ({ error: { message } }), else a fallback. */
export function providerMessage(error: unknown, fallback: string): string {
  const message = (error as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/** The key of the buyer's saved cards at the provider. */
export const savedCardsKey = (customerId: string) => ['listSources', customerId] as const;
