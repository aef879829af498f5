import { createCardProviderClient } from '@storefront/api-client';
import type { CardProviderAccount } from '@storefront/api-client';

/** The saved cards' query, loaded with the provider by the saved cards' loader (not the api client's whole entry). */
export { savedCardsQuery } from '@storefront/api-client';

/**
 * The store's card provider: its host, the store's account there, and the mode (sandbox, spec 000 §9). Card numbers
 * and CVCs go from the browser to this host only, never to the store's own API. The reference server hosts the
 * provider's sandbox at the same origin; a deployment points `baseUrl` at the provider.
 */
export const cardProvider: CardProviderAccount = {
  client: createCardProviderClient({ baseUrl: '' }),
  account_id: 'acct_sandbox_nwcb',
  mode: 'sandbox',
};
