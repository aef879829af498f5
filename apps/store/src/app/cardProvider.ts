import { createCardProviderClient } from '@storefront/api-client';
import type { CardProviderAccount } from '@storefront/features/account';

/**
 * The card provider the browser sends card data to (never the store's own server). The reference server runs its
 * sandbox on the same host; a deployment points this at the provider and names the store's account there.
 */
export const cardProvider: CardProviderAccount = {
  client: createCardProviderClient({ baseUrl: '' }),
  account_id: 'acct_sandbox_nwcb',
  mode: 'sandbox',
};
