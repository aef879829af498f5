import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_ADDED, BANK_ALREADY_ADDED } from '../src/payments/bank/bankAccounts';
import {
  BANK_VERIFIED,
  MAX_VERIFY_ATTEMPTS,
  TOO_MANY_ATTEMPTS,
  WRONG_DEPOSITS,
} from '../src/payments/bank/verifyBankDetails';
import { INSUFFICIENT_FUNDS } from '../src/payments/cardProvider/charges';
import { cardProviderContract } from '../src/http/contract';
import { compileChecks } from '../src/http/validators';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { registeredBuyer, type TestBuyer } from './support/buyers';
import { providerCall, testCard } from './support/cardProvider';
import { databaseDump } from './support/databaseDump';
import { startTestServer, type TestServer } from './support/testServer';

const SLOW = { timeout: 120_000 };
const providerChecks = compileChecks(cardProviderContract());
const logs: string[] = [];

let server: TestServer;
let buyer: TestBuyer;
let other: TestBuyer;
let customerId: string;

/** The answer fits the card provider's document for its operation and status. */
function fitsProvider(operationId: string, status: number, body: unknown) {
  const check = providerChecks.get(operationId)?.answers[String(status)];
  expect(check ? check(body) : `${operationId} documents no ${status} answer`).toBeNull();
}

beforeAll(async () => {
  server = await startTestServer({ logger: { level: 'trace', stream: { write: (line: string) => logs.push(line) } } });
  buyer = await registeredBuyer(server, { first_name: 'Aurelia', email: 'aurelia@example.com' });
  other = await registeredBuyer(server, { first_name: 'Bertram', email: 'bertram@example.com' });
  const customer = await providerCall(server, 'customer/create', { email: buyer.email, name: 'Aurelia' });
  fitsProvider('createCustomer', 200, customer.json());
  customerId = customer.json().id;
  await server.call('saveCustomerId', { token: buyer.token, body: { customer_id: customerId } });
}, DATABASE_HOOK_TIMEOUT);

afterAll(() => server?.close());

describe('the card provider sandbox', SLOW, () => {
  it('saves 4242 4242 4242 4242 as a Visa ending 4242, and charges it', async () => {
    const saved = await providerCall(server, 'customer/source/create', {
      customer_id: customerId,
      ...testCard('4242424242424242'),
    });
    expect(saved.statusCode).toBe(200);
    fitsProvider('createSource', 200, saved.json());
    expect(saved.json()).toMatchObject({ object: 'card', last4: '4242', brand: 'Visa', customer: customerId });
    const charge = await providerCall(server, 'charge/create', {
      customer_id: customerId,
      source_id: saved.json().id,
      amount: 12_345,
      currency: 'usd',
    });
    fitsProvider('createCharge', 200, charge.json());
    expect(charge.json()).toMatchObject({ status: 'succeeded', paid: true, amount: 12_345 });
  });

  it('charges once for an idempotency key: repeated and concurrent requests with it get the first charge', async () => {
    const saved = await providerCall(server, 'customer/source/create', {
      customer_id: customerId,
      ...testCard('4242424242424242'),
    });
    const request = {
      customer_id: customerId,
      source_id: saved.json().id,
      amount: 4_200,
      currency: 'usd',
      idempotency_key: 'checkout-7-attempt-1',
    };
    const answers = await Promise.all([1, 2, 3].map(() => providerCall(server, 'charge/create', request)));
    const again = await providerCall(server, 'charge/create', request);
    const ids = [...answers, again].map((answer) => answer.json().id);
    expect(new Set(ids).size).toBe(1);
    fitsProvider('createCharge', 200, again.json());
    const other = await providerCall(server, 'charge/create', { ...request, idempotency_key: 'checkout-7-attempt-2' });
    expect(other.json().id).not.toBe(ids[0]);
    const otherAmount = await providerCall(server, 'charge/create', { ...request, amount: 4_300 });
    expect(otherAmount.statusCode).toBe(400);
    // The card goes again, so the saved-cards listing below sees the cards it expects.
    await providerCall(server, 'customer/source/delete', { customer_id: customerId, source_id: saved.json().id });
  });

  it('declines 4000 0000 0000 0002 with the provider’s message', async () => {
    const declined = await providerCall(server, 'customer/source/create', {
      customer_id: customerId,
      ...testCard('4000000000000002'),
    });
    expect(declined.statusCode).toBe(402);
    fitsProvider('createSource', 402, declined.json());
    expect(declined.json()).toEqual({
      error: { type: 'card_error', message: 'Your card was declined.', code: 'card_declined' },
    });
  });

  it('saves 4000 0000 0000 9995 but fails its charge for insufficient funds', async () => {
    const saved = await providerCall(server, 'customer/source/create', {
      customer_id: customerId,
      ...testCard('4000000000009995'),
    });
    const charge = await providerCall(server, 'charge/create', {
      customer_id: customerId,
      source_id: saved.json().id,
      amount: 5_000,
      currency: 'usd',
    });
    expect(charge.statusCode).toBe(402);
    fitsProvider('createCharge', 402, charge.json());
    expect(charge.json().error).toMatchObject({ type: 'card_error', message: INSUFFICIENT_FUNDS });
  });

  it('refuses a wrong number, an expired card, another account’s customer and a malformed body', async () => {
    const wrong = await providerCall(server, 'customer/source/create', {
      customer_id: customerId,
      ...testCard('4242424242424241'),
    });
    expect(wrong.json().error).toMatchObject({ code: 'incorrect_number' });
    const expired = await providerCall(server, 'customer/source/create', {
      customer_id: customerId,
      ...testCard('4242424242424242'),
      exp_year: 2020,
    });
    expect(expired.json().error).toMatchObject({ code: 'expired_card' });
    const elsewhere = await providerCall(server, 'customer/source/list', {
      account_id: 'acct_other',
      customer_id: customerId,
    });
    expect(elsewhere.statusCode).toBe(400);
    const malformed = await providerCall(server, 'customer/source/create', {
      customer_id: customerId,
      ...testCard('4242 4242 4242 4242'),
    });
    expect(malformed.statusCode).toBe(400);
    fitsProvider('createSource', 400, malformed.json());
    expect(malformed.json().error.message).toMatch(/^Invalid body: number must match/);
  });

  it('lists and deletes saved cards', async () => {
    const list = await providerCall(server, 'customer/source/list', { customer_id: customerId });
    fitsProvider('listSources', 200, list.json());
    const { data } = list.json();
    expect(data.map((card: { last4: string }) => card.last4)).toEqual(['4242', '9995']);
    const deleted = await providerCall(server, 'customer/source/delete', {
      customer_id: customerId,
      source_id: data[1].id,
    });
    fitsProvider('deleteSource', 200, deleted.json());
    const again = await providerCall(server, 'customer/source/delete', {
      customer_id: customerId,
      source_id: data[1].id,
    });
    expect(again.statusCode).toBe(404);
    const after = (await providerCall(server, 'customer/source/list', { customer_id: customerId })).json();
    expect(after.data).toHaveLength(1);
  });

  it('makes a saved card the default for its owner only', async () => {
    const { data } = (await providerCall(server, 'customer/source/list', { customer_id: customerId })).json();
    const cardId = data[0].id;
    const stolen = await server.call('updateCard', { token: other.token, body: { card_id: cardId } });
    expect(stolen.json()).toMatchObject({ status: 'no' });
    const mine = await server.call('updateCard', { token: buyer.token, body: { card_id: cardId } });
    expect(mine.json()).toEqual({ status: 'yes', message: 'Card selected successfully' });
    const profile = (await server.call('getUserProfileDetails', { token: buyer.token })).json();
    expect(profile.data.default_card_id).toBe(cardId);
    const theirs = (await server.call('getUserProfileDetails', { token: other.token })).json();
    expect(theirs.data.default_card_id).toBeNull();
  });
});

describe('the card provider’s bad input', SLOW, () => {
  const operations = cardProviderContract().operations;
  it.each(operations.map((operation) => [operation.operationId, operation.path] as const))(
    '%s refuses bodies that break its schema with a 400 in the provider’s error shape',
    async (operationId, path) => {
      const bodies: unknown[] = [[], 'text', {}, { account_id: 'acct_sandbox_nwcb', mode: 'test' }, { mode: 7 }];
      for (const body of bodies) {
        const response = await server.app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        fitsProvider(operationId, 400, response.json());
        expect(response.json().error).toMatchObject({ type: 'invalid_request_error', message: /^Invalid body: / });
      }
      const broken = await server.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json' },
        payload: '{"account_id": ',
      });
      expect(broken.statusCode).toBe(400);
      fitsProvider(operationId, 400, broken.json());
    },
  );
});

describe('the bank (ACH) plugin', SLOW, () => {
  const bank = (buyerId: number, account_no = '000123456789') => ({
    site_id: 'cascade',
    user_id: buyerId,
    account_no,
    rounting_no: '110000000',
    holdername: 'Aurelia Stone',
    holdertype: 'individual' as const,
  });

  it('adds a bank as new, then verifies it with the 32 and 45 cent micro-deposits', async () => {
    const customer = await server.call('createCustomerDetails', {
      token: buyer.token,
      body: { site_id: 'cascade', email: buyer.email, user_id: buyer.id, holdername: 'Aurelia Stone' },
    });
    expect(customer.json()).toMatchObject({ status: 'yes' });
    const added = await server.call('createBankDetails', { token: buyer.token, body: bank(buyer.id) });
    expect(added.json()).toEqual({ status: 'yes', data: { message: BANK_ADDED } });
    const twice = await server.call('createBankDetails', { token: buyer.token, body: bank(buyer.id) });
    expect(twice.json()).toEqual({ status: 'no', data: { message: BANK_ALREADY_ADDED } });
    const list = async () =>
      (
        await server.call('getBankDetails', {
          token: buyer.token,
          body: { site_id: 'cascade', email: buyer.email, user_id: buyer.id },
        })
      ).json().data;
    expect(await list()).toMatchObject([{ bank_name: 'STRIPE TEST BANK ****6789', status: 'new' }]);

    const verify = (payAmount1: number, payAmount2: number, token = buyer.token, user_id = buyer.id) =>
      server.call('verifyBankDetails', { token, body: { site_id: 'cascade', user_id, payAmount1, payAmount2 } });
    expect((await verify(30, 45)).json()).toEqual({ status: 'no', data: { message: WRONG_DEPOSITS } });
    expect((await verify(32, 45, other.token, buyer.id)).json()).toMatchObject({ status: 'no' });
    expect(await list()).toMatchObject([{ status: 'new' }]);
    expect((await verify(32, 45)).json()).toEqual({ status: 'yes', data: { message: BANK_VERIFIED } });
    expect(await list()).toMatchObject([{ status: 'verified' }]);
  });

  it('lets a bank locked by wrong amounts be added again, which starts its verification afresh', async () => {
    const account = bank(buyer.id, '000555566667');
    expect((await server.call('createBankDetails', { token: buyer.token, body: account })).json()).toMatchObject({
      status: 'yes',
    });
    const verify = (payAmount1: number, payAmount2: number) =>
      server.call('verifyBankDetails', {
        token: buyer.token,
        body: { site_id: 'cascade', user_id: buyer.id, payAmount1, payAmount2 },
      });
    for (let attempt = 0; attempt < MAX_VERIFY_ATTEMPTS; attempt += 1) await verify(1, 2);
    expect((await verify(32, 45)).json()).toEqual({ status: 'no', data: { message: TOO_MANY_ATTEMPTS } });
    const again = await server.call('createBankDetails', { token: buyer.token, body: account });
    expect(again.json()).toEqual({ status: 'yes', data: { message: BANK_ADDED } });
    expect((await verify(32, 45)).json()).toEqual({ status: 'yes', data: { message: BANK_VERIFIED } });
    const verifiedTwice = await server.call('createBankDetails', { token: buyer.token, body: account });
    expect(verifiedTwice.json()).toEqual({ status: 'no', data: { message: BANK_ALREADY_ADDED } });
  });

  it('lists a buyer’s own banks only', async () => {
    const theirs = await server.call('getBankDetails', {
      token: other.token,
      body: { site_id: 'cascade', email: buyer.email, user_id: buyer.id },
    });
    expect(theirs.json()).toEqual({ status: 'no', data: [] });
    const own = await server.call('getBankDetails', {
      token: other.token,
      body: { site_id: 'cascade', email: other.email, user_id: other.id },
    });
    expect(own.json()).toEqual({ status: 'yes', data: [] });
  });
});

describe('card data', SLOW, () => {
  it('is never stored or logged: no card number and no CVC in the database or the logs', async () => {
    const numbers = ['4242424242424242', '4000000000000002', '4000000000009995', '4242424242424241'];
    const dump = await databaseDump(server.database);
    const logged = logs.join('\n');
    expect(logged.length).toBeGreaterThan(0);
    for (const number of numbers) {
      expect(dump).not.toContain(number);
      expect(logged).not.toContain(number);
    }
    expect(dump).not.toMatch(/"cvc"/);
    expect(logged).not.toMatch(/"cvc"|"314"/);
    expect(dump).not.toContain('000123456789');
  });
});
