import {
  ALREADY_PAID,
  centsFromDollars,
  invoice,
  INVOICE_NOT_FOUND,
  NO_BANK,
  SHIPPING_NOT_PRICED,
} from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARGE_MISMATCH } from '../src/checkout/checkoutMessages';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { registeredBuyer, type TestBuyer } from './support/buyers';
import { customerWithCard } from './support/cardProvider';
import { insertAuction, insertLot } from './support/catalogRows';
import { bankPayment, cardPayment } from './support/checkoutRequests';
import { databaseDump } from './support/databaseDump';
import { answerProblem } from './support/documentChecks';
import { startTestServer, type TestServer } from './support/testServer';

const SLOW = { timeout: 120_000 };
const logs: string[] = [];

let server: TestServer;
let buyer: TestBuyer;
let other: TestBuyer;
let customerId: string;

/** Invoices of the buyer: 3001 (two lots, shipping priced), 3002 (shipping not priced), 3003 (paid by bank). */
beforeAll(async () => {
  server = await startTestServer({ logger: { level: 'trace', stream: { write: (line: string) => logs.push(line) } } });
  buyer = await registeredBuyer(server, { first_name: 'Aurelia', email: 'aurelia@example.com', state: 'Oregon' });
  other = await registeredBuyer(server, { first_name: 'Bertram', email: 'bertram@example.com' });
  await server.database.db
    .insertInto('stores')
    .values({ name: 'Cascade', site_id: 'cascade', ach_transaction_fee: 1.5 })
    .execute();
  const auction = await insertAuction(server.database);
  await server.database.db.updateTable('auctions').set({ buyer_premium: 15 }).execute();
  const won = (sku: string, wprice: number, common_invoice: number, shippingcost?: number) =>
    insertLot(server.database, auction.id, {
      sku,
      title: `Lot ${sku}`,
      wprice,
      market_status: 'sold',
      highbid_user_id: buyer.id,
      closesInHours: -1,
      common_invoice,
      ...(shippingcost === undefined ? {} : { shippingcost }),
    });
  await won('1', 2650, 3001, 25);
  await won('2', 38.5, 3001, 12.5);
  await won('3', 340, 3002);
  await won('4', 990, 3003, 20);
  customerId = (await customerWithCard(server, buyer, '4242424242424242')).customerId;
}, DATABASE_HOOK_TIMEOUT);

afterAll(() => server?.close());

const checkout = async (token: string, invoice_id: number[]) =>
  (await server.call('getCheckoutAuction', { token, body: { invoice_id, city_sales_tax_enable: 0 } })).json();

const paymentsOf = (commonInvoice: number) =>
  server.database.db.selectFrom('payments').selectAll().where('common_invoice', '=', commonInvoice).execute();

describe('checkout', SLOW, () => {
  it('answers one line per won lot whose totals add up to the shared rules’ invoice', async () => {
    const answer = await checkout(buyer.token, [3001]);
    expect(answerProblem('getCheckoutAuction', 200, answer)).toBeNull();
    expect(answer.data).toMatchObject([
      { amount: 2650, buyers_premium: 397.5, buyers_premium_percentage: 15, shipping_fee: 25, common_invoice: 3001 },
      { amount: 38.5, buyers_premium: 5.78, shipping_fee: 12.5 },
    ]);
    // Each won lot's own card fee, 3.1 % plus $0.30, as its all-in price on the lot page said.
    expect(answer.data.map((line: { transaction_fee: number }) => line.transaction_fee)).toEqual([82.45, 1.49]);
    const expected = invoice({
      items: [
        { amount: 265_000, buyersPremiumPercent: 15, shipping: 2_500 },
        { amount: 3_850, buyersPremiumPercent: 15, shipping: 1_250 },
      ],
      payment: { method: 'card' },
    });
    const total = answer.data.reduce(
      (sum: number, line: { total_payable_amount: number }) => sum + centsFromDollars(line.total_payable_amount)!,
      0,
    );
    expect(total).toBe(expected.total);
  });

  it('shows unpriced shipping as null and refuses to take payment until the seller prices it', async () => {
    expect((await checkout(buyer.token, [3002])).data[0].shipping_fee).toBeNull();
    const { body } = await cardPayment(server, buyer, customerId, [3001]);
    const refused = await server.call('successAfterPayAuction', {
      token: buyer.token,
      body: { ...body, invoice_id: [3002] },
    });
    expect(refused.json()).toEqual({ status: 'no', message: SHIPPING_NOT_PRICED });
  });

  it('shows another buyer nothing of the invoices', async () => {
    expect(await checkout(other.token, [3001])).toEqual({ status: 'no', data: [] });
  });
});

describe('paying by card', SLOW, () => {
  it('refuses a charge that is not the checkout’s total or not the buyer’s', async () => {
    const { body } = await cardPayment(server, buyer, customerId, [3001]);
    const short = { ...body, payment_details: { ...body.payment_details, amount: body.payment_details.amount - 1 } };
    expect((await server.call('successAfterPayAuction', { token: buyer.token, body: short })).json()).toEqual({
      status: 'no',
      message: CHARGE_MISMATCH,
    });
    const othersCustomer = (await customerWithCard(server, other, '4242424242424242')).customerId;
    const { body: foreign } = await cardPayment(server, other, othersCustomer, [3001]);
    const attempt = await server.call('successAfterPayAuction', {
      token: buyer.token,
      body: { ...foreign, shipping_addr_id: body.shipping_addr_id },
    });
    expect(attempt.json()).toEqual({ status: 'no', message: CHARGE_MISMATCH });
    expect(await paymentsOf(3001)).toEqual([]);
  });

  it('refuses a charge that failed for insufficient funds', async () => {
    const { body, charge } = await cardPayment(server, buyer, customerId, [3001], '4000000000009995');
    expect(charge.statusCode).toBe(402);
    const answer = await server.call('successAfterPayAuction', { token: buyer.token, body });
    expect(answer.json()).toMatchObject({ status: 'no' });
  });

  it('records a payment once, however many times and however concurrently it is sent', async () => {
    const { body } = await cardPayment(server, buyer, customerId, [3001]);
    const answers = await Promise.all(
      [1, 2, 3].map(() => server.call('successAfterPayAuction', { token: buyer.token, body })),
    );
    for (const answer of answers) expect(answer.json()).toEqual({ status: 'yes', message: 'Successfully paid' });
    expect(await paymentsOf(3001)).toHaveLength(1);
    const { body: second } = await cardPayment(server, buyer, customerId, [3001]);
    const again = await server.call('successAfterPayAuction', { token: buyer.token, body: second });
    expect(again.json()).toEqual({ status: 'no', message: ALREADY_PAID });
    expect(await paymentsOf(3001)).toHaveLength(1);
  });

  it('shows the paid invoice to its buyer only', async () => {
    const mine = (await server.call('viewInvoice', { token: buyer.token, body: { id: 3001 } })).json();
    expect(answerProblem('viewInvoice', 200, mine)).toBeNull();
    expect(mine.invoice).toMatchObject({ adminpay: { pay_type: 'card' }, sum_amount: 2688.5 });
    expect(mine.invoice.invoice_items).toHaveLength(2);
    const theirs = (await server.call('viewInvoice', { token: other.token, body: { id: 3001 } })).json();
    expect(theirs).toEqual({ success: 'no', message: INVOICE_NOT_FOUND });
    const unpaid = (await server.call('viewInvoice', { token: buyer.token, body: { id: 3002 } })).json();
    expect(unpaid).toEqual({ success: 'no', message: INVOICE_NOT_FOUND });
  });
});

describe('paying by bank', SLOW, () => {
  it('needs a verified bank, then records the transfer once', async () => {
    const noBank = await server.call('createBankPay', {
      token: other.token,
      body: { site_id: 'cascade', user_id: other.id, payAmount: 100 },
    });
    expect(noBank.json()).toEqual({ status: 'no', data: { message: NO_BANK } });
    const body = await bankPayment(server, buyer, [3003]);
    const first = await server.call('successAfterPayAuctionUpdateBank', { token: buyer.token, body });
    expect(first.json()).toEqual({ status: 'yes', message: 'Successfully paid' });
    const second = await server.call('successAfterPayAuctionUpdateBank', { token: buyer.token, body });
    expect(second.json()).toEqual({ status: 'yes', message: 'Successfully paid' });
    const [payment] = await paymentsOf(3003);
    expect(payment).toMatchObject({ pay_type: 'bank', transfer_id: body.transfer_id });
    expect(await paymentsOf(3003)).toHaveLength(1);
  });

  it('refuses another buyer’s transfer', async () => {
    const stolen = await server.call('successAfterPayAuctionUpdateBank', {
      token: other.token,
      body: { invoice_id: [3002], transfer_id: 'tr_unknown', shipping_addr_id: 1, transaction_fee_per: 1 },
    });
    expect(stolen.json()).toMatchObject({ status: 'no' });
  });
});

it('keeps no card number and no CVC in the database or the logs after a checkout with a new card', SLOW, async () => {
  const dump = await databaseDump(server.database);
  const logged = logs.join('\n');
  expect(logged).toContain('/mobileapi/successAfterPayAuction');
  for (const number of ['4242424242424242', '4000000000009995']) {
    expect(dump).not.toContain(number);
    expect(logged).not.toContain(number);
  }
  expect(dump).not.toMatch(/"cvc"/);
  expect(logged).not.toMatch(/"cvc"|"314"/);
});
