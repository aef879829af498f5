import type { CardProvider, CardProviderClient } from '@storefront/api-client';

/** The card provider as the app configures it: its client, the store's account there and the mode. */
export interface CardProviderAccount {
  client: CardProviderClient;
  account_id: string;
  mode: CardProvider.components['schemas']['Mode'];
}

/** The provider's refusal, carrying its own message for the error toast. */
export class CardProviderError extends Error {
  override name = 'CardProviderError';
}

/** The answer's data, or the provider's message as an error. */
export async function providerAnswer<T>(call: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const { data, error } = await call;
  if (data !== undefined) return data;
  const message = (error as { error?: { message?: unknown } } | undefined)?.error?.message;
  throw new CardProviderError(typeof message === 'string' ? message : 'The card provider did not answer.');
}
