import { LOT_NOT_FOUND, SIGN_IN_REQUIRED, WRONG_CREDENTIALS } from '@storefront/domain';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from '../msw/handlers';
import { demoBuyer, demoPassword, demoToken } from '../msw/fixtures/people';
import { isApiRefusal, type ApiRefusal } from './ApiRefusal';
import { createApiClient, type ApiClientOptions } from './createApiClient';
import { unwrap } from './unwrap';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function clientWith(handlers = createHandlers(), options: Partial<ApiClientOptions> = {}) {
  server.use(...handlers);
  return createApiClient({ baseUrl: 'http://api.test', domain: 'bullion.test', getToken: () => demoToken, ...options });
}

async function refusalOf(call: Promise<unknown>): Promise<ApiRefusal> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiRefusal(error)) throw new Error(`expected an ApiRefusal, got ${String(error)}`);
  return error;
}

const bid = { wsprice: 2700, userid: 7, id: 2002, lotid: 2002, bidplan: 'auto', auctionid: 102 } as const;

describe('unwrap', () => {
  it('resolves with the data of an accepted answer', async () => {
    const client = clientWith();
    const session = await unwrap(
      client.POST('/mobileapi/login', { body: { username: demoBuyer.email, password: demoPassword, is_auctionio: 1 } }),
    );
    expect(session).toEqual({ status: 'yes', message: 'Signed in successfully', data: demoToken });
  });

  it('throws a failed sign-in as a refusal with the server words', async () => {
    const client = clientWith();
    const refusal = await refusalOf(
      unwrap(
        client.POST('/mobileapi/login', { body: { username: demoBuyer.email, password: 'nope', is_auctionio: 1 } }),
      ),
    );
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal.message).toBe(WRONG_CREDENTIALS);
    expect(refusal).toMatchObject({ name: 'ApiRefusal', operationId: 'login', httpStatus: 200 });
    expect(refusal.body).toEqual({ status: 'no', message: WRONG_CREDENTIALS });
  });

  it('throws a failed bid with the reason the bid answer gives in error', async () => {
    const client = clientWith();
    const refusal = await refusalOf(unwrap(client.POST('/api_bidding/biddingAPI', { body: bid })));
    expect(refusal.message).toBe('Enter $2,800.00 or more');
    expect(refusal.operationId).toBe('placeTimedBid');
  });

  it('reads a retraction by its msg: yes is accepted, any other msg is the reason', async () => {
    let answer = 'yes';
    const client = clientWith(createHandlers({ cancelBid: () => ({ msg: answer }) }));
    const retract = () =>
      unwrap(
        client.POST('/api_bidding/cancelbid_process', {
          body: { pid: 2001, id: 88012, uid: 7, price: 4350, auctionid: 102, lotof: 102, is_buyer: 1 },
        }),
      );
    await expect(retract()).resolves.toEqual({ msg: 'yes' });
    answer = 'This bid can no longer be retracted.';
    expect((await refusalOf(retract())).message).toBe('This bid can no longer be retracted.');
  });

  it('finds the server words inside data where the bank answers put them', async () => {
    const client = clientWith(
      createHandlers({ createBankDetails: { status: 'no', data: { message: 'This bank account is already added.' } } }),
    );
    const refusal = await refusalOf(
      unwrap(
        client.POST('/plugin/ach/stripe/bank/createBankDetails', {
          body: {
            site_id: 'NWCB01',
            user_id: 7,
            account_no: '000123456789',
            rounting_no: '110000000',
            holdername: 'Maria Chen',
          },
        }),
      ),
    );
    expect(refusal.message).toBe('This bank account is already added.');
  });

  it('says the request was refused when the refusal carries no words', async () => {
    const client = clientWith(createHandlers({ getOverallCategory: { success: 'no', category_val: [] } }));
    const refusal = await refusalOf(unwrap(client.GET('/mobileapi/getoverallcatgeory')));
    expect(refusal.message).toBe('The request was refused.');
    expect(refusal.operationId).toBe('getOverallCategory');
  });

  it('lets an answer that cannot be a refusal through whatever it holds', async () => {
    const client = clientWith();
    const health = await unwrap(client.GET('/health'));
    expect(health.status).toBe('ok');
  });

  it('throws an ErrorResponse answer and a network failure with their messages and codes', async () => {
    const client = clientWith();
    const missing = await refusalOf(unwrap(client.POST('/mobileapi/getprodetails', { body: { product_id: 999 } })));
    expect(missing).toMatchObject({ message: LOT_NOT_FOUND, httpStatus: 400, operationId: 'getProductDetails' });

    const signedOut = clientWith(createHandlers(), { getToken: () => null });
    const unauthorized = await refusalOf(unwrap(signedOut.POST('/mobileapi/getUserProfileDetails')));
    expect(unauthorized).toMatchObject({ message: SIGN_IN_REQUIRED, httpStatus: 401 });

    const offline = createApiClient({
      baseUrl: 'http://api.test',
      domain: 'bullion.test',
      getToken: () => null,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const unreachable = await refusalOf(unwrap(offline.GET('/mobileapi/getoverallcatgeory')));
    expect(unreachable).toMatchObject({
      message: 'The server could not be reached.',
      httpStatus: 503,
      operationId: 'getOverallCategory',
    });
  });
});
