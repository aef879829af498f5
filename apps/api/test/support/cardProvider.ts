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

/** Calls the card provider's sandbox as the browser does: a JSON POST to its path, with the account and mode. */
export function providerCall(server: TestServer, path: string, body: Record<string, unknown>) {
  return server.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { 'content-type': 'application/json' },
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
