import { operationIndex, type OperationId } from '@storefront/api-client';
import type { Answers } from '@storefront/api-client/msw';
import { createHandlers } from '@storefront/api-client/msw';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/** An operation whose answer never comes, for the Loading stories. */
export const never = (operation: OperationId): HttpHandler => {
  const { method, path } = operationIndex[operation];
  return http[method](`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
};

/** A server failure, for the Error stories. */
export const failure = () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });

/** Every operation from the fixtures, with some answers replaced and some handlers in front. */
export const handlers = (overrides: Partial<Answers> = {}, first: HttpHandler[] = []) => ({
  handlers: [...first, ...createHandlers(overrides)],
});
