import type { Middleware } from 'openapi-fetch';
import type { ErrorResponse } from '../generated/storefront';

/** Why an answer that is not the API's own ErrorResponse failed, in the ErrorResponse shape. */
export function errorResponse(message: string): ErrorResponse {
  return { status: 'no', message };
}

function isErrorResponse(body: unknown): body is ErrorResponse {
  return typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';
}

const jsonResponse = (body: ErrorResponse, status: number, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

/**
 * Every failed call ends as an `error` of ErrorResponse shape: a 4xx/5xx whose body is not the
 * API's ErrorResponse (a proxy's HTML page, an empty body) is rewritten, and a network failure
 * becomes a 503. Cancellations are left alone so React Query can tell them apart. A 401 also
 * tells the app the token is no good any more.
 */
export function errorMiddleware(onUnauthorized: (() => void) | undefined): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok) return undefined;
      if (response.status === 401) onUnauthorized?.();
      const text = await response.clone().text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      if (isErrorResponse(body)) return undefined;
      const reason = response.statusText ? `${response.status} ${response.statusText}` : String(response.status);
      return jsonResponse(errorResponse(`The request failed (${reason}).`), response.status, response.statusText);
    },
    onError({ error }) {
      if (error instanceof Error && error.name === 'AbortError') return undefined;
      return jsonResponse(errorResponse('The server could not be reached.'), 503, 'Service Unavailable');
    },
  };
}
