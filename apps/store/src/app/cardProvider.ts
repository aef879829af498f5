import { createCardProviderClient } from '@storefront/api-client';
import type { CardProviderAccount } from '@storefront/api-client';
import { customerKey } from './customerKeys';
import { cardProviderSettings } from './storeIdentity';

/** The saved cards' query, loaded with the provider by the saved cards' loader (not the api client's whole entry). */
export { savedCardsQuery } from '@storefront/api-client';

/**
 * The store's card provider: its host, the store's account there, and the mode (spec 000 §9), from the server's
 * settings (CARD_PROVIDER_*). Card numbers and CVCs go from the browser to this host only, never to the store's own
 * API; calls about the buyer's cards carry the short-lived key the store's server obtains for the buyer's own
 * customer. An empty host is the reference server's sandbox at the same origin.
 */
export const cardProvider: CardProviderAccount = {
  client: createCardProviderClient({ baseUrl: cardProviderSettings.url, customerKey }),
  account_id: cardProviderSettings.account_id,
  mode: cardProviderSettings.mode,
};
