import { LOT_NOT_FOUND } from '@storefront/domain';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient';
import { createHandlers } from '../msw/handlers';
import { createApiHooks } from './createApiHooks';

const server = setupServer(...createHandlers());
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const api = createApiHooks(
  createApiClient({ baseUrl: 'http://api.test', domain: 'bullion.test', getToken: () => null }),
);

describe('createApiHooks', () => {
  it('builds query options whose key is the call and whose function fetches it', async () => {
    const options = api.queryOptions('post', '/mobileapi/getprodetails', { body: { product_id: 2001 } });
    expect(options.queryKey).toEqual(['post', '/mobileapi/getprodetails', { body: { product_id: 2001 } }]);
    const data = await new QueryClient().fetchQuery(options);
    expect(data.results.title).toBe('1893-S Morgan Silver Dollar PCGS VF20');
  });

  it('rejects the query with the ErrorResponse of a failed call', async () => {
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(
      queries.fetchQuery(api.queryOptions('post', '/mobileapi/getprodetails', { body: { product_id: 404 } })),
    ).rejects.toEqual({ status: 'no', message: LOT_NOT_FOUND });
  });
});
