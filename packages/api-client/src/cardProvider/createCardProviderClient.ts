import createClient from 'openapi-fetch';
import type { paths } from '../generated/cardProvider';

export interface CardProviderClientOptions {
  /** The provider's host. */
  baseUrl: string;
  fetch?: (request: Request) => Promise<Response>;
}

/** The typed client of the card provider's API; it needs no token, the account id goes in each body. */
export function createCardProviderClient({ baseUrl, fetch }: CardProviderClientOptions) {
  // Looked up per call so a fetch patched later (MSW) is used.
  return createClient<paths>({ baseUrl, fetch: fetch ?? ((request) => globalThis.fetch(request)) });
}

export type CardProviderClient = ReturnType<typeof createCardProviderClient>;
