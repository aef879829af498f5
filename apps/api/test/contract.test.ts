import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CURRENT_PASSWORD } from '../src/accounts/updatePasswordInProfile';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { storefrontContract } from '../src/http/contract';
import type { OperationId, RequestBody } from '../src/http/operationTypes';
import { operationHandlers } from '../src/operations';
import type { TestBuyer } from './support/buyers';
import { contractFixture, type ContractFixture } from './support/contractFixture';
import { answerProblem } from './support/documentChecks';
import { asForm, invalidBodies } from './support/invalidBodies';
import { junkBodies } from './support/junkBodies';
import { profileForm } from './support/profileForm';
import type { TestServer, UncheckedCallOptions } from './support/testServer';
import { validRequestsFor, type ValidRequests } from './support/validRequests';

const SLOW = { timeout: 120_000 };

const implemented = Object.keys(operationHandlers) as Array<keyof typeof operationHandlers>;
const operations = new Map(storefrontContract().operations.map((operation) => [operation.operationId, operation]));

let server: TestServer;
let a: TestBuyer;
let b: TestBuyer;
let lots: ContractFixture['lots'];

let validRequests: ValidRequests;

beforeAll(async () => {
  const fixture = await contractFixture();
  ({ server, a, b, lots } = fixture);
  validRequests = validRequestsFor(fixture);
}, DATABASE_HOOK_TIMEOUT);

afterAll(() => server?.close());

const notifyIdOf = async (buyer: TestBuyer) =>
  (await server.call('getNotification', { token: buyer.token })).json().data.id as number;

describe('every implemented operation', SLOW, () => {
  it.each(implemented)('%s answers a valid call with a 200 that fits the document', async (operationId) => {
    const { request, answers } = await validRequests[operationId]();
    const response = await server.send(operationId, request);
    expect(response.statusCode).toBe(200);
    if (answers instanceof RegExp) {
      expect(response.body).toMatch(answers);
      return;
    }
    expect(answerProblem(operationId, 200, response.json())).toBeNull();
    expect(response.json()).toMatchObject(answers);
  });

  const withBody = implemented.filter((operationId) => operations.get(operationId)?.body);
  it.each(withBody)('%s refuses bodies that break its schema with a 400 and a message', async (operationId) => {
    const request: UncheckedCallOptions = (await validRequests[operationId]()).request;
    const multipart = request.form !== undefined;
    const valid = multipart
      ? Object.fromEntries([...request.form!.entries()].map(([key, value]) => [key, String(value)]))
      : request.body;
    const variants = invalidBodies(operationId, valid as Record<string, unknown>);
    expect(variants.length).toBeGreaterThan(multipart ? 3 : 2);
    const sent = variants.flatMap((variant): Array<{ name: string; body: unknown; request: UncheckedCallOptions }> => {
      if (!multipart) return [{ ...variant, request: { ...request, body: variant.body } }];
      const form = asForm(variant.body);
      return form ? [{ ...variant, request: { ...request, form } }] : [];
    });
    if (multipart)
      sent.push({
        name: 'JSON instead of a form',
        body: valid,
        request: { token: request.token ?? null, body: valid },
      });
    for (const variant of sent) {
      const response = await server.send(operationId, variant.request);
      expect(response.statusCode, variant.name).toBe(400);
      expect(response.json(), variant.name).toEqual({
        status: 'no',
        message: expect.stringMatching(/^(Invalid body: |This call takes )/),
      });
      expect(answerProblem(operationId, 400, response.json())).toBeNull();
    }
  });

  it('refuses a path parameter that is empty or too long with a 4xx and a message', async () => {
    for (const userId of ['', 'x'.repeat(1001), 'x'.repeat(100_000)]) {
      const response = await server.app.inject({ method: 'GET', url: `/activate/${userId}`, headers: { domain: 'x' } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toEqual({ status: 'no', message: expect.any(String) });
    }
  });

  it('refuses a page size above its maximum with a 400 naming the field', async () => {
    const oversized: Array<[OperationId, Record<string, unknown>, string]> = [
      ['searchLots', { page: 1, limit: 101 }, 'limit'],
      ['searchAuctionLots', { lotof: 1, page: 1, limit: 2001 }, 'limit'],
      ['getLiveAuctionLots', { auctionid: 1, userid: 0, limit: 2001 }, 'limit'],
      ['auctionSearch', { page: 1, sh_limit: 101 }, 'sh_limit'],
      ['buyerDashboard', { page: 1, sh_limit: 101, status: 'bidwon' }, 'sh_limit'],
    ];
    for (const [operationId, body, field] of oversized) {
      const response = await server.send(operationId, { body, token: a.token });
      expect(response.statusCode, operationId).toBe(400);
      expect(response.json().message, operationId).toContain(field);
    }
    const largest = await server.call('searchAuctionLots', { body: { lotof: 1, page: 1, limit: 2000 } });
    expect(largest.statusCode).toBe(200);
  });

  it('carries whether the reserve is met, never the reserve, in every answer', async () => {
    const answers: string[] = [];
    for (const operationId of implemented) {
      const request: UncheckedCallOptions = (await validRequests[operationId]()).request;
      answers.push((await server.send(operationId, request)).body);
    }
    expect(answers.length).toBe(implemented.length);
    expect(answers.join('\n')).toMatch(/"reserve_met":[01]/);
    expect(answers.filter((body) => body.includes('rprice'))).toEqual([]);
  });

  const needToken = implemented.filter((operationId) => operations.get(operationId)?.token === 'required');
  it.each(needToken)('%s answers a call without a token with the document’s 401', async (operationId) => {
    const request: UncheckedCallOptions = (await validRequests[operationId]()).request;
    const response = await server.send(operationId, { ...request, token: null });
    expect(response.statusCode).toBe(401);
    expect(answerProblem(operationId, 401, response.json())).toBeNull();
  });

  const needDomain = implemented.filter((operationId) => operations.get(operationId)?.needsDomainHeader);
  it.each(needDomain)('%s refuses a call without the domain header with a 400', async (operationId) => {
    const request: UncheckedCallOptions = (await validRequests[operationId]()).request;
    const response = await server.send(operationId, { ...request, headers: { domain: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'no',
      message: 'Invalid header: domain must be at least 1 characters long.',
    });
  });
});

describe('bad input, generated from the bundled document', SLOW, () => {
  const sentPerOperation = new Map<string, number>();
  let serverErrors = 0;
  afterAll(() => {
    const lines = [...sentPerOperation].map(([operationId, count]) => `  ${operationId}: ${count}`);
    const total = [...sentPerOperation.values()].reduce((sum, count) => sum + count, 0);
    process.stdout.write(`bad input: ${total} requests, ${serverErrors} answers 5xx\n${lines.join('\n')}\n`);
  });

  const withBody = implemented.filter((operationId) => operations.get(operationId)?.body);
  it.each(withBody)('%s answers junk with a 4xx naming the field, never a 5xx', async (operationId) => {
    const operation = operations.get(operationId)!;
    const request: UncheckedCallOptions = (await validRequests[operationId]()).request;
    const multipart = request.form !== undefined;
    const valid = multipart
      ? Object.fromEntries([...request.form!.entries()].map(([key, value]) => [key, String(value)]))
      : (request.body as Record<string, unknown>);
    const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => String(request.params?.[name] ?? 1));
    const headers = {
      domain: 'storefront.test',
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    };
    const raw = (contentType: string, payload: string | Buffer) =>
      server.app.inject({
        method: operation.method,
        url,
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
    const answers: Array<{ name: string; field: string | null; statusCode: number; body: string }> = [];
    for (const junk of junkBodies(operationId, valid)) {
      const form = multipart ? asForm(stringsOf(junk.body as Record<string, unknown>)) : null;
      const response = await server.send(operationId, form ? { ...request, form } : { ...request, body: junk.body });
      answers.push({ name: junk.name, field: junk.field, statusCode: response.statusCode, body: response.body });
    }
    const plain = [
      { name: 'wrong content type', response: await raw('text/plain', 'wprice=1') },
      { name: 'invalid JSON', response: await raw('application/json', '{"broken":') },
      {
        name: 'a body over the limit',
        response: await raw('application/json', JSON.stringify({ x: 'x'.repeat(70_000) })),
      },
      { name: 'multipart with a huge field', response: await raw('multipart/form-data; boundary=junk', hugeForm()) },
    ];
    for (const { name, response } of plain)
      answers.push({ name, field: null, statusCode: response.statusCode, body: response.body });
    sentPerOperation.set(operationId, answers.length);
    serverErrors += answers.filter((answer) => answer.statusCode >= 500).length;

    expect(answers.length).toBeGreaterThan(4);
    for (const answer of answers) {
      expect(answer.statusCode, answer.name).toBeLessThan(500);
      // PostgreSQL cannot store a NUL character: the registrar refuses it, whatever field it is in.
      if (answer.name.endsWith('= a NUL byte')) expect(answer.statusCode, answer.name).toBe(400);
      if (answer.statusCode < 400) continue;
      const refusal = JSON.parse(answer.body) as { status: string; message: string };
      expect(refusal, answer.name).toEqual({ status: 'no', message: expect.any(String) });
      if (answer.field && answer.statusCode === 400) expect(refusal.message, answer.name).toContain(answer.field);
    }
  });
});

/** A form's values are text: junk that is not becomes its JSON. */
function stringsOf(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
}

/** A multipart body with one field far over the form's field size. */
function hugeForm(): Buffer {
  return Buffer.from(
    `--junk\r\ncontent-disposition: form-data; name="first_name"\r\n\r\n${'x'.repeat(200_000)}\r\n--junk--\r\n`,
  );
}

describe('a second buyer', SLOW, () => {
  it('reads their own profile only', async () => {
    const response = await server.call('getUserProfileDetails', { token: b.token });
    expect(response.json().data).toMatchObject({ email: b.email, first_name: 'Bertram' });
    expect(response.body).not.toMatch(/aurelia/i);
  });

  it('saves their own profile only', async () => {
    await server.call('updateUserProfile', {
      token: b.token,
      form: profileForm({ first_name: 'Bertie', email: a.email }),
    });
    const mine = (await server.call('getUserProfileDetails', { token: a.token })).json().data;
    expect(mine.first_name).toBe('Aurelia');
    expect((await server.call('getUserProfileDetails', { token: b.token })).json().data).toMatchObject({
      first_name: 'Bertie',
      email: b.email,
    });
  });

  it("cannot change the first buyer's password, even knowing it", async () => {
    const response = await server.call('updatePasswordInProfile', {
      token: b.token,
      body: { current_password: a.password, new_password: 'Stolen#Pass1', confirm_new_password: 'Stolen#Pass1' },
    });
    expect(response.json()).toEqual({ status: 'no', message: WRONG_CURRENT_PASSWORD });
    const login = await server.call('login', { body: { username: a.email, password: a.password, is_auctionio: 1 } });
    expect(login.json()).toMatchObject({ status: 'yes' });
  });

  it('sees their own dashboard lists, with their own bid amounts only', async () => {
    const list = async (buyer: TestBuyer, status: RequestBody<'buyerDashboard'>['status']) =>
      (await server.call('buyerDashboard', { token: buyer.token, body: { sh_limit: 10, page: 1, status } })).json()
        .results as Array<Record<string, unknown>>;
    for (const status of ['bidactive', 'bidlost', 'buynow', 'watchlist'] as const)
      expect(await list(b, status)).toEqual([]);
    const won = await list(b, 'bidwon');
    expect(won).toMatchObject([{ id: lots.wonByB, mybid: 340, lastproxtamt: 500, highest_bidder_user_id: b.id }]);
    expect(JSON.stringify(won)).not.toMatch(/"(mybid|lastproxtamt)":3(00|20)\b/);
  });

  it('reads and saves their own notification settings only', async () => {
    const theirs = await notifyIdOf(b);
    const mine = await notifyIdOf(a);
    expect(theirs).not.toBe(mine);
    const attempt = await server.call('updateNotification', {
      token: b.token,
      body: { notify_id: mine, email_settings: '' },
    });
    expect(attempt.json()).toEqual({ status: 'no', message: 'These notification settings are not yours.' });
    expect((await server.call('getNotification', { token: a.token })).json().data.email_settings).toBe('1,2,3,4');
  });

  it('lists their own payments only', async () => {
    const response = await server.call('buyerTransaction', { token: b.token, body: {} });
    expect(response.json().results).toMatchObject([{ common_invoice: 1002, amount: 350.84, pay_type: 'card' }]);
  });

  it("saves a card customer id on their own account, never on the first buyer's", async () => {
    await server.call('saveCustomerId', { token: b.token, body: { customer_id: 'cus_BERTRAM' } });
    const stored = await server.database.db
      .selectFrom('users')
      .select(['id', 'card_paymentid'])
      .where('id', 'in', [a.id, b.id])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { id: a.id, card_paymentid: 'cus_AURELIA' },
      { id: b.id, card_paymentid: 'cus_BERTRAM' },
    ]);
  });
});

describe('dashboard and reference data', SLOW, () => {
  const dashboard = async (status: RequestBody<'buyerDashboard'>['status'], page = 1, sh_limit = 10) =>
    (await server.call('buyerDashboard', { token: a.token, body: { sh_limit, page, status } })).json();

  it.each([
    ['bidactive', ['open']],
    ['bidwon', ['wonByA', 'boughtByA']],
    ['bidlost', ['wonByB']],
    ['buynow', ['boughtByA']],
    ['watchlist', ['favourite']],
  ] as const)('lists %s', async (status, expected) => {
    const { results } = await dashboard(status);
    expect(results.map((row: { id: number }) => row.id)).toEqual(expected.map((name) => lots[name]));
  });

  it('pages a list and counts its pages', async () => {
    const second = await dashboard('bidwon', 2, 1);
    expect(second).toMatchObject({ success: 'yes', total_pagecnt: 2, results: [{ id: lots.boughtByA }] });
    expect((await dashboard('bidwon', 3, 1)).results).toEqual([]);
  });

  it('shows the buyer’s own bid, maximum and favourite flag on a row', async () => {
    const [row] = (await dashboard('bidactive')).results;
    expect(row).toMatchObject({
      sku: '101',
      auctionlot_title: 'Timed Coin Auction',
      wprice: 2400,
      mybid: 2400,
      lastproxtamt: 2600,
      watchlisted: 0,
      con_check: 0,
      paid: 0,
    });
    expect((await dashboard('watchlist')).results[0]).toMatchObject({ watchlisted: 1 });
  });

  it('answers categories with their sub-categories, by name', async () => {
    const timed = (await server.call('getCatAndSubcatTimed', { body: {} })).json();
    expect(
      timed.parent.map((category: { name: string; subcategory: Array<{ name: string }> }) => [
        category.name,
        category.subcategory.map((sub) => sub.name),
      ]),
    ).toEqual([
      ['Gold', ['Bars', 'Coins']],
      ['Silver', []],
    ]);
    expect((await server.call('getOverallCategory')).json().category_val).toEqual(timed.parent);
  });

  it('answers metal prices in a date range, oldest first, with null where a price is missing', async () => {
    const { results } = (await server.call('getMetalPriceHistory', { body: { from_date_io: '2026-03-02' } })).json();
    expect(results).toEqual([
      { date: '2026-03-02', gold: 2901, silver: 32.5, platinum: 980, palladium: null },
      { date: '2026-03-03', gold: 2902, silver: 32.5, platinum: 980, palladium: null },
    ]);
  });
});

it('covers every implemented operation in the tables above', () => {
  expect(Object.keys(validRequests).sort()).toEqual([...implemented].sort() as OperationId[]);
});
