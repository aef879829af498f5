import type { Middleware } from 'openapi-fetch';

/** Adds the domain header to every call and the bearer token when one is stored, read per request. */
export function authMiddleware(domain: string, getToken: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('domain', domain);
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}
