import { LOT_NOT_FOUND } from '@storefront/domain';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiRefusal } from '../client/ApiRefusal';
import { createApiClient } from '../client/createApiClient';
import { operationIndex } from '../generated/operations';
import { demoBuyer, demoToken } from '../msw/fixtures/people';
import { createHandlers } from '../msw/handlers';
import { operationKey } from './operationKey';
import { createOperationMutations } from './operationMutations';
import { createOperationQueries } from './operationQueries';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test', domain: 'bullion.test', getToken: () => demoToken });
const queries = createOperationQueries(client);
const mutations = createOperationMutations(client);
const quietClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const bid = { wsprice: 2700, userid: 7, id: 2002, lotid: 2002, bidplan: 'auto', auctionid: 102 } as const;

describe('operationKey', () => {
  it('is the operation id, then the params of the call', () => {
    expect(operationKey('getProductDetails')).toEqual(['getProductDetails']);
    expect(operationKey('getProductDetails', { body: { product_id: 2001 } })).toEqual([
      'getProductDetails',
      { body: { product_id: 2001 } },
    ]);
  });
});

describe('createOperationQueries', () => {
  it('has a factory for every operation of the document, POST reads included', () => {
    expect(Object.keys(queries).sort()).toEqual(Object.keys(operationIndex).sort());
    expect(Object.keys(mutations).sort()).toEqual(Object.keys(operationIndex).sort());
  });

  it('keys a call by its operation and init and fetches its data', async () => {
    server.use(...createHandlers());
    const options = queries.getProductDetails({ body: { product_id: 2001 } });
    expect(options.queryKey).toEqual(['getProductDetails', { body: { product_id: 2001 } }]);
    const data = await quietClient().fetchQuery(options);
    expect(data.results.title).toBe('1893-S Morgan Silver Dollar PCGS VF20');
    expect(queries.getOverallCategory().queryKey).toEqual(['getOverallCategory']);
  });

  it('calls path parameters and GET operations with their method', async () => {
    let userId: unknown;
    server.use(
      ...createHandlers({
        activateUser: ({ params }) => ((userId = params['userId']), { success: 'yes', message: '' }),
      }),
    );
    await quietClient().fetchQuery(queries.activateUser({ params: { path: { userId: 'signed-value-7' } } }));
    expect(userId).toBe('signed-value-7');
  });

  it('rejects the query with an ApiRefusal for a refusal in a 200 answer and for an error answer', async () => {
    server.use(...createHandlers({ getOverallCategory: { success: 'no', category_val: [] } }));
    const queryClient = quietClient();
    await expect(queryClient.fetchQuery(queries.getOverallCategory())).rejects.toBeInstanceOf(ApiRefusal);
    await expect(
      queryClient.fetchQuery(queries.getProductDetails({ body: { product_id: 999 } })),
    ).rejects.toMatchObject({ message: LOT_NOT_FOUND, httpStatus: 400 });
  });

  it('passes the query signal so a cancelled query aborts its request', async () => {
    let aborted = false;
    let sent: () => void = () => {};
    const requestSent = new Promise<void>((resolve) => (sent = resolve));
    const hanging = createApiClient({
      baseUrl: 'http://api.test',
      domain: 'bullion.test',
      getToken: () => null,
      fetch: (request) =>
        new Promise((_, reject) => {
          request.signal.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
          sent();
        }),
    });
    const queryClient = quietClient();
    const fetching = queryClient.fetchQuery(createOperationQueries(hanging).getOverallCategory());
    await requestSent;
    await queryClient.cancelQueries({ queryKey: operationKey('getOverallCategory') });
    await expect(fetching).rejects.toThrow();
    expect(aborted).toBe(true);
  });

  it('invalidates every cached call of an operation by its id alone', async () => {
    server.use(...createHandlers());
    const queryClient = quietClient();
    const lot = queries.getProductDetails({ body: { product_id: 2001 } });
    await queryClient.fetchQuery(lot);
    await queryClient.fetchQuery(queries.getOverallCategory());
    await queryClient.invalidateQueries({ queryKey: operationKey('getProductDetails') });
    expect(queryClient.getQueryState(lot.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(operationKey('getOverallCategory'))?.isInvalidated).toBe(false);
  });
});

describe('createOperationMutations', () => {
  it('keys the mutation by its operation and rejects a refused bid with the server words', async () => {
    server.use(...createHandlers());
    expect(mutations.placeTimedBid.mutationKey).toEqual(['placeTimedBid']);
    await expect(mutations.placeTimedBid.mutationFn({ body: bid })).rejects.toMatchObject({
      message: 'Enter $2,800.00 or more',
      operationId: 'placeTimedBid',
    });
    const accepted = await mutations.placeTimedBid.mutationFn({ body: { ...bid, wsprice: 3500 } });
    expect(accepted).toMatchObject({ status: 'success', maxbidamt: 3500 });
  });

  it('runs an operation that needs no init', async () => {
    server.use(...createHandlers());
    const profile = await mutations.getUserProfileDetails.mutationFn();
    expect(profile.data.email).toBe(demoBuyer.email);
  });
});
