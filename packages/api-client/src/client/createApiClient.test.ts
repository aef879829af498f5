import { LOT_NOT_FOUND, SIGN_IN_REQUIRED, SIGNED_IN, WRONG_CREDENTIALS } from '@storefront/domain';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHandlers } from '../msw/handlers';
import { demoBuyer, demoPassword, demoToken, sessionToken } from '../msw/fixtures/people';
import { createApiClient, type ApiClientOptions } from './createApiClient';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const baseUrl = 'http://api.test';
function clientWith(options: Partial<ApiClientOptions> = {}, handlers = createHandlers()) {
  server.use(...handlers);
  return createApiClient({ baseUrl, domain: 'bullion.test', getToken: () => demoToken, ...options });
}

describe('createApiClient', () => {
  it('signs in and types the answer from the document', async () => {
    const client = clientWith({ getToken: () => null });
    const ok = await client.POST('/mobileapi/login', {
      body: { username: ` ${demoBuyer.email} `, password: demoPassword, is_auctionio: 1 },
    });
    expect(ok.data).toEqual({ status: 'yes', message: SIGNED_IN, data: demoToken });
    const wrong = await client.POST('/mobileapi/login', {
      body: { username: demoBuyer.email, password: 'nope', is_auctionio: 1 },
    });
    expect(wrong.data).toEqual({ status: 'no', message: WRONG_CREDENTIALS });
  });

  it('sends the domain header on every call and the token read at each request', async () => {
    const seen: [string | null, string | null][] = [];
    let token: string | null = null;
    const client = clientWith(
      { getToken: () => token },
      createHandlers({
        getOverallCategory: ({ request }) => {
          seen.push([request.headers.get('domain'), request.headers.get('Authorization')]);
          return { success: 'yes', category_val: [] };
        },
      }),
    );
    await client.GET('/mobileapi/getoverallcatgeory');
    token = 'token-2';
    await client.GET('/mobileapi/getoverallcatgeory');
    expect(seen).toEqual([
      ['bullion.test', null],
      ['bullion.test', 'Bearer token-2'],
    ]);
  });

  it('answers 401 without a token where one is needed, and tells the app', async () => {
    const onUnauthorized = vi.fn();
    const client = clientWith({ getToken: () => undefined, onUnauthorized });
    const { data, error, response } = await client.POST('/mobileapi/getUserProfileDetails');
    expect(response.status).toBe(401);
    expect(data).toBeUndefined();
    expect(error).toEqual({ status: 'no', message: SIGN_IN_REQUIRED });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('turns an answer that is not an ErrorResponse into one', async () => {
    const client = clientWith(
      {},
      createHandlers({
        getBidDetails: () =>
          new Response('<html>upstream timed out</html>', { status: 502, statusText: 'Bad Gateway' }),
      }),
    );
    const { error, response } = await client.POST('/mobileapi/getbiddetails', { body: { product_id: 2001 } });
    expect(response.status).toBe(502);
    expect(error).toEqual({ status: 'no', message: 'The request failed (502 Bad Gateway).' });
  });

  it('keeps the API own error message', async () => {
    const client = clientWith();
    const { error } = await client.POST('/mobileapi/getprodetails', { body: { product_id: 999 } });
    expect(error).toEqual({ status: 'no', message: LOT_NOT_FOUND });
  });

  it('turns a network failure into a 503 ErrorResponse but lets a cancellation through', async () => {
    const offline = createApiClient({
      baseUrl,
      domain: 'bullion.test',
      getToken: () => null,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const { error, response } = await offline.GET('/mobileapi/getoverallcatgeory');
    expect(response.status).toBe(503);
    expect(error).toEqual({ status: 'no', message: 'The server could not be reached.' });

    const cancelled = createApiClient({
      baseUrl,
      domain: 'bullion.test',
      getToken: () => null,
      fetch: () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
    });
    await expect(cancelled.GET('/mobileapi/getoverallcatgeory')).rejects.toThrow('aborted');
  });

  it('sends the profile as multipart with its photo, from a plain typed object', async () => {
    let received: Record<string, string | Blob> | undefined;
    let contentType: string | null = null;
    const client = clientWith(
      {},
      createHandlers({
        updateUserProfile: ({ body, request }) => {
          received = body;
          contentType = request.headers.get('Content-Type');
          return { status: 'yes' };
        },
      }),
    );
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const { data } = await client.POST('/mobileapi/updateUserProfile', {
      body: {
        first_name: 'Maria',
        last_name: 'Chen',
        email: demoBuyer.email,
        phone: demoBuyer.phone,
        country: 'United States',
        state: 'Oregon',
        zip: '97205',
        address1: '1200 SW Morrison St',
        user_profile_image: photo,
      },
    });
    expect(data).toEqual({ status: 'yes' });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.['first_name']).toBe('Maria');
    expect(received?.['user_profile_image']).toBeInstanceOf(Blob);
    expect((received?.['user_profile_image'] as Blob).size).toBe(3);
  });

  it('sends the bid retraction as multipart with numbers as text', async () => {
    let received: Record<string, string | Blob> | undefined;
    const client = clientWith({}, createHandlers({ cancelBid: ({ body }) => ((received = body), { msg: 'yes' }) }));
    const { data } = await client.POST('/api_bidding/cancelbid_process', {
      body: { pid: 2001, id: 88012, uid: 7, price: 4350, auctionid: 102, lotof: 102, is_buyer: 1 },
    });
    expect(data).toEqual({ msg: 'yes' });
    expect(received).toEqual({
      pid: '2001',
      id: '88012',
      uid: '7',
      price: '4350',
      auctionid: '102',
      lotof: '102',
      is_buyer: '1',
    });
  });

  it('fills path parameters', async () => {
    let userId: unknown;
    const client = clientWith(
      {},
      createHandlers({
        activateUser: ({ params }) => ((userId = params['userId']), { success: 'yes', message: 'ok' }),
      }),
    );
    await client.GET('/activate/{userId}', { params: { path: { userId: 'signed.activation.value' } } });
    expect(userId).toBe('signed.activation.value');
  });

  it('decides bids with the engine and returns each bidder their own maximum and nobody else’s', async () => {
    const client = clientWith();
    const rivalToken = sessionToken({ ...demoBuyer, id: 12, email: 'rival@example.com' });
    const rivalClient = createApiClient({ baseUrl, domain: 'bullion.test', getToken: () => rivalToken });
    const bid = (wsprice: number, userid: number, caller = client) =>
      caller.POST('/api_bidding/biddingAPI', {
        body: { wsprice, userid, id: 2002, lotid: 2002, bidplan: 'auto', auctionid: 102 },
      });

    expect((await bid(2700, 7)).data).toEqual({ status: 'failed', id: 2002, error: 'Enter $2,800.00 or more' });
    expect((await bid(3500, 12)).data).toEqual({ status: 'failed', id: 2002, error: 'You can only bid for yourself.' });

    const leader = await bid(3500, 7);
    expect(leader.data).toMatchObject({ status: 'success', bpop_higher: 7, bpop_wprice: 2900, maxbidamt: 3500 });

    const rival = await bid(3000, 12, rivalClient);
    expect(rival.data).toMatchObject({ status: 'success', bpop_higher: 7, bpop_wprice: 3050, maxbidamt: 3000 });
    expect(JSON.stringify(rival.data)).not.toContain('3500');

    const lot = await client.POST('/mobileapi/getprodetails', { body: { product_id: 2002 } });
    expect(lot.data?.results).toMatchObject({ wprice: 3050, bid_count: 7, highbid_user_id: 7, maxbidamt: 3500 });
  });

  it('refuses a retraction once the lot has started, with the engine’s words', async () => {
    const client = clientWith();
    const { data } = await client.POST('/api_bidding/cancelbid_process', {
      body: { pid: 2001, id: 1, uid: 7, price: 4350, auctionid: 102, lotof: 102, is_buyer: 1 },
    });
    expect(data).toEqual({ msg: 'Bids can no longer be retracted once the auction has started.' });
  });
});
