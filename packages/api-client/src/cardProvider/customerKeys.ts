import type { Middleware } from 'openapi-fetch';

/** A short-lived key to one customer's cards, as the provider writes it (expires in seconds since 1970). */
export interface CustomerKey {
  secret: string;
  expires: number;
}

/** Where the browser gets a customer's key: the store's server, for its signed-in buyer's own customer. */
export type CustomerKeySource = (customerId: string) => Promise<CustomerKey | null>;

/** A key this close to its expiry is not used: a new one is asked for. */
const MARGIN_SECONDS = 60;
const CUSTOMER_CALLS = ['/api/customer/source/', '/api/charge/'];

/**
 * Puts the customer's key on every call about a customer's cards (Authorization: Bearer), as real providers' browser
 * calls carry an ephemeral key: the one createCustomer answered to whoever made the customer (signup), or one the
 * store's server obtains for its buyer. A refused key is forgotten, so the next call asks for a new one.
 */
export function customerKeyMiddleware(source: CustomerKeySource | undefined): Middleware {
  const keys = new Map<string, CustomerKey>();
  const usable = (key: CustomerKey | undefined) => key && key.expires - MARGIN_SECONDS > Date.now() / 1000;
  const customerOf = async (request: Request) =>
    ((await request.clone().json()) as { customer_id?: unknown }).customer_id;
  return {
    async onRequest({ request }) {
      if (!CUSTOMER_CALLS.some((path) => new URL(request.url).pathname.startsWith(path))) return request;
      const customerId = await customerOf(request);
      if (typeof customerId !== 'string') return request;
      let key = keys.get(customerId);
      if (!usable(key)) {
        key = (await source?.(customerId)) ?? undefined;
        if (key) keys.set(customerId, key);
      }
      if (key) request.headers.set('Authorization', `Bearer ${key.secret}`);
      return request;
    },
    async onResponse({ request, response }) {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/customer/create' && response.ok) {
        const customer = (await response.clone().json()) as { id: string; ephemeral_key?: CustomerKey };
        if (customer.ephemeral_key) keys.set(customer.id, customer.ephemeral_key);
      } else if (response.status === 401) {
        const customerId = await customerOf(request).catch(() => undefined);
        if (typeof customerId === 'string') keys.delete(customerId);
      }
      return response;
    },
  };
}
