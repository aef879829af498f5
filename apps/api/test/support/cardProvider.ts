import { issueCustomerKey } from '../../src/payments/cardProvider/customerKeys';
import type { TestServer } from './testServer';

export const ACCOUNT = { account_id: 'acct_sandbox_nwcb', mode: 'sandbox' } as const;

/** A card as the checkout and card forms send it to the provider. */
export const testCard = (number: string) => ({
  number,
  exp_month: 12,
  exp_year: 2030,
  cvc: '314',
  name: 'Mary Ann Oneil',
  address_line1: '1 Main St',
  address_city: 'Portland',
  address_state: 'Oregon',
  address_country: 'US',
  address_zip: '97201',
});

/** A key to a customer's cards, as the store's server obtains one for its buyer; null when there is no customer. */
export async function customerKeyOf(server: TestServer, customerId: string) {
  return (await issueCustomerKey(server.database.db, customerId, new Date()))?.secret ?? null;
}

/**
 * Calls the card provider's sandbox as the browser does: a JSON POST to its path, with the account and mode, and for a
 * call about a customer the key the store's server obtained for it (unless `key` names another, or null for none).
 */
export async function providerCall(
  server: TestServer,
  path: string,
  body: Record<string, unknown>,
  { key }: { key?: string | null } = {},
) {
  const secret =
    key === undefined && typeof body['customer_id'] === 'string'
      ? await customerKeyOf(server, body['customer_id'])
      : (key ?? null);
  return server.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
    payload: JSON.stringify({ ...ACCOUNT, ...body }),
  });
}

/** A customer at the provider with one saved card, its id saved on the buyer's account. */
export async function customerWithCard(server: TestServer, buyer: { email: string; token: string }, number: string) {
  const customer = (await providerCall(server, 'customer/create', { email: buyer.email })).json();
  await server.call('saveCustomerId', { token: buyer.token, body: { customer_id: customer.id } });
  const card = await providerCall(server, 'customer/source/create', { customer_id: customer.id, ...testCard(number) });
  return { customerId: customer.id as string, card: card.json(), response: card };
}
