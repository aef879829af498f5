import createClient from 'openapi-fetch';
import type { paths } from '../generated/cardProvider';
import { customerKeyMiddleware, type CustomerKeySource } from './customerKeys';

export interface CardProviderClientOptions {
  /** The provider's host. */
  baseUrl: string;
  fetch?: (request: Request) => Promise<Response>;
  /** The keys to the signed-in buyer's customer, from the store's server (getCustomerKey). */
  customerKey?: CustomerKeySource;
}

/**
 * The typed client of the card provider's API: the account id goes in each body, and each call about a customer's
 * cards carries that customer's short-lived key.
 */
export function createCardProviderClient({ baseUrl, fetch, customerKey }: CardProviderClientOptions) {
  // Looked up per call so a fetch patched later (MSW) is used.
  const client = createClient<paths>({ baseUrl, fetch: fetch ?? ((request) => globalThis.fetch(request)) });
  client.use(customerKeyMiddleware(customerKey));
  return client;
}

export type CardProviderClient = ReturnType<typeof createCardProviderClient>;
