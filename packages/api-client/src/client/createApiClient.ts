import createClient from 'openapi-fetch';
import { operationIndex } from '../generated/operations';
import type { paths } from '../generated/storefront';
import { answeredOperationMiddleware } from './answeredOperation';
import { authMiddleware } from './auth';
import { errorMiddleware } from './errors';
import { withMultipartBodies } from './multipart';

export interface ApiClientOptions {
  /** The API host, for example https://api.example.org or '' for the same origin. */
  baseUrl: string;
  /** The storefront's domain, sent as the domain header of every call. */
  domain: string;
  /** Read on every request, so a sign-in or sign-out takes effect at once. */
  getToken: () => string | null | undefined;
  /** Called when a call answers 401: the app forgets the token and goes to /login. */
  onUnauthorized?: () => void;
  /** For tests and server rendering; defaults to the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
}

const multipartOperations = new Set(
  Object.values(operationIndex)
    .filter((operation) => operation.requestMedia === 'multipart/form-data')
    .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`),
);

/** The typed client of the storefront API (openapi-fetch), with auth and error normalisation. */
export function createApiClient({ baseUrl, domain, getToken, onUnauthorized, fetch }: ApiClientOptions) {
  // Looked up per call, not captured now, so a fetch patched later (MSW in stories and tests) is used.
  const client = createClient<paths>({ baseUrl, fetch: fetch ?? ((request) => globalThis.fetch(request)) });
  client.use(answeredOperationMiddleware(), authMiddleware(domain, getToken), errorMiddleware(onUnauthorized));
  return withMultipartBodies(client, multipartOperations);
}

export type ApiClient = ReturnType<typeof createApiClient>;
