import { PAYMENT_FALLBACK } from '@storefront/domain';
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

/** A card as a form checks it, with its billing address, in the form's words. */
export interface CheckedCard {
  card_number: string;
  name: string;
  exp_month: string;
  exp_year: string;
  cvv: string;
  address1: string;
  city: string;
  state: string;
  country: string;
  zip: string;
}

/** The card for the provider, in its words. */
export const newCardOf = (card: CheckedCard): NewCard => ({
  number: card.card_number,
  exp_month: Number(card.exp_month),
  exp_year: Number(card.exp_year),
  cvc: card.cvv,
  name: card.name,
  address_line1: card.address1,
  address_city: card.city,
  address_state: card.state,
  address_country: card.country,
  address_zip: card.zip,
});

/** The provider refused: its own words, for the page to show as they are, and the answer's HTTP status. */
export class CardProviderError extends Error {
  override readonly name = 'CardProviderError';
  readonly httpStatus: number;

  constructor(message: string, httpStatus: number) {
    super(message);
    this.httpStatus = httpStatus;
  }
}

/** The provider's own words on a refusal ({ error: { message } }), else the fallback. */
function providerMessage(error: unknown, fallback: string): string {
  const message = (error as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/** A provider answer's data, or a CardProviderError in the provider's words (without them, 'Try Again later.'). */
export async function providerAnswer<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
  fallback = PAYMENT_FALLBACK,
): Promise<T> {
  const { data, error, response } = await call;
  if (data !== undefined) return data;
  throw new CardProviderError(providerMessage(error, fallback), response.status);
}
