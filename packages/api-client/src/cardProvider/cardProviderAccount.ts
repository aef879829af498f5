import type { CreateSourceRequest, CustomerRequest } from '../generated/cardProvider';
import type { CardProviderClient } from './createCardProviderClient';

/** The store's account at the card provider, which every provider call carries (spec 000 §7), with its client. */
export interface CardProviderAccount {
  client: CardProviderClient;
  account_id: string;
  mode: 'sandbox' | 'live';
}

/** A card as the buyer types it, for the provider to save: the source request without the account and customer. */
export type NewCard = Omit<CreateSourceRequest, keyof CustomerRequest>;

/** The provider's own words on a refusal ({ error: { message } }), else the fallback. */
export function providerMessage(error: unknown, fallback: string): string {
  const message = (error as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
