import type { CardProviderClient } from './createCardProviderClient';

/** The store's account at the card provider, which every provider call carries (spec 000 §7), with its client. */
export interface CardProviderAccount {
  client: CardProviderClient;
  account_id: string;
  mode: 'sandbox' | 'live';
}

/** The provider's own words on a refusal ({ error: { message } }), else the fallback. */
export function providerMessage(error: unknown, fallback: string): string {
  const message = (error as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
