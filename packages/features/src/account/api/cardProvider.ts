import { providerMessage, type CardProviderAccount } from '@storefront/api-client';

export type { CardProviderAccount };

/** The provider's refusal, carrying its own message for the error toast. */
export class CardProviderError extends Error {
  override name = 'CardProviderError';
}

/** The answer's data, or the provider's message as an error. */
export async function providerAnswer<T>(call: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const { data, error } = await call;
  if (data !== undefined) return data;
  throw new CardProviderError(providerMessage(error, 'The card provider did not answer.'));
}
