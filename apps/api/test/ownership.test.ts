import { afterAll, beforeAll, expect, it } from 'vitest';
import { CUSTOMER_ID_TAKEN } from '../src/accounts/cardCustomer';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { storefrontContract } from '../src/http/contract';
import type { OperationId } from '../src/http/operationTypes';
import { operationHandlers } from '../src/operations';
import { retractableLot } from './support/biddingRequests';
import type { TestBuyer } from './support/buyers';
import { insertLot } from './support/catalogRows';
import { CUSTOMER_KEY_REFUSED } from '../src/payments/cardProvider/customerKeys';
import { providerCall, testCard } from './support/cardProvider';
import { addAddress, cardPayment, verifiedBank } from './support/checkoutRequests';
import { contractFixture, type ContractFixture } from './support/contractFixture';
import { databaseDump } from './support/databaseDump';
import { profileForm } from './support/profileForm';
import type { CallOptions, TestServer } from './support/testServer';

const SLOW = { timeout: 120_000 };

let fixture: ContractFixture;
let server: TestServer;
let owner: TestBuyer;
let intruder: TestBuyer;
let ownerCard: string;
/** A second session of the intruder's, which its sign-out attempt ends (the other attempts keep theirs). */
let intruderSession: string;
let ownerTransfer: string;
let ownerNotifyId: number;
/** An open lot the intruder bids on in the owner's name, and the owner's own retractable bid on a live lot. */
let biddingLot: { id: number; lotof: number };
let ownerBid: { id: number; lotId: number; auctionId: number };

/** The owner's data as stored, which no call of the intruder may change. */
async function ownerData() {
  const dump = JSON.parse(await databaseDump(server.database)) as Record<string, Array<Record<string, unknown>>>;
  const mine = (table: string, column = 'user_id') => dump[table]?.filter((row) => row[column] === owner.id);
  return JSON.stringify({
    user: mine('users', 'id')?.map(({ token_version: _, ...user }) => user),
    notifications: mine('notification_settings'),
    watchlists: mine('watchlists'),
    banks: mine('bank_accounts'),
    addresses: mine('shipping_addresses'),
    payments: mine('payments'),
    transfers: mine('bank_transfers'),
    bids: mine('bids'),
    registrations: mine('auction_registrations'),
    messages: mine('chat_messages', 'from_id'),
  });
}

beforeAll(async () => {
  fixture = await contractFixture();
  ({ server, a: owner, b: intruder } = fixture);
  const signIn = await server.call('login', {
    body: { username: intruder.email, password: intruder.password, is_auctionio: 1 },
  });
  intruderSession = signIn.json().data;
  const { body } = await cardPayment(server, owner, 'cus_AURELIA', [2001]);
  await server.call('successAfterPayAuction', { token: owner.token, body });
  const card = await providerCall(server, 'customer/source/create', {
    customer_id: 'cus_AURELIA',
    ...testCard('4242424242424242'),
  });
  ownerCard = card.json().id;
  await verifiedBank(server, owner);
  const transfer = await server.call('createBankPay', {
    token: owner.token,
    body: { site_id: 'cascade', user_id: owner.id, payAmount: 500 },
  });
  ownerTransfer = transfer.json().data.transfer_id;
  await addAddress(server, owner);
  ownerNotifyId = (await server.call('getNotification', { token: owner.token })).json().data.id;
  const lot = await insertLot(server.database, fixture.auctionId, {
    sku: '201',
    title: '1 oz Platinum Eagle',
    wprice: 100,
  });
  biddingLot = { id: lot.id, lotof: fixture.auctionId };
  const live = await retractableLot(server, owner);
  const bid = await server.call('placeBid', {
    token: owner.token,
    body: { wsprice: 60, id: live.id, userid: owner.id, auctionid: live.lotof, bidding_type: 'proxy' },
  });
  expect(bid.json()).toMatchObject({ status: 'success', id: expect.any(Number) });
  ownerBid = { id: bid.json().id, lotId: live.id, auctionId: live.lotof };
  // The owner writes to a sub-admin whose id is also the intruder's buyer id: the ids collide across the two tables.
  await server.database.db
    .insertInto('sub_admins')
    .values({ id: intruder.id, first_name: 'Ruth', last_name: 'Calloway', email: 'ruth@cascade.test' })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await server.call('sendProductMessage', {
    token: owner.token,
    body: {
      from_id: owner.id,
      to_id: intruder.id,
      pro_id: ownerBid.lotId,
      to_email: 'ruth@cascade.test',
      message: 'Aurelia asks about the 2600 lot',
      type: 'product',
    },
  });
  await server.database.db
    .insertInto('chat_messages')
    .values({ sender: 'buyer', from_id: owner.id, to_id: intruder.id, pro_id: null, message: 'Aurelia, privately' })
    .execute();
}, DATABASE_HOOK_TIMEOUT);

/** The retraction form of the owner's bid, sent by whoever holds the token. */
function retractionForm() {
  const form = new FormData();
  const fields = {
    pid: ownerBid.lotId,
    id: ownerBid.id,
    uid: owner.id,
    price: 60,
    auctionid: ownerBid.auctionId,
    lotof: ownerBid.auctionId,
    is_buyer: 1,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  return form;
}

afterAll(() => server?.close());

/** For each operation that works on the caller's data: the intruder's attempt at the owner's data. */
const attempts: () => { [Op in OperationId]?: CallOptions<Op> } = () => {
  const token = intruder.token;
  const site = { site_id: 'cascade', user_id: owner.id };
  return {
    updatePasswordInProfile: {
      token,
      body: { current_password: owner.password, new_password: 'Stolen#Pass1', confirm_new_password: 'Stolen#Pass1' },
    },
    getUserProfileDetails: { token },
    logout: { token: intruderSession },
    updateUserProfile: { token, form: profileForm({ first_name: 'Intruder', email: owner.email }) },
    buyerDashboard: { token, body: { sh_limit: 10, page: 1, status: 'watchlist' } },
    getNotification: { token },
    updateNotification: { token, body: { notify_id: ownerNotifyId, email_settings: '' } },
    buyerTransaction: { token, body: { sh_limit: 10, page: 1 } },
    saveCustomerId: { token, body: { customer_id: 'cus_AURELIA' } },
    getCustomerKey: { token },
    updateCard: { token, body: { card_id: ownerCard } },
    createCustomerDetails: { token, body: { ...site, email: owner.email, holdername: 'Intruder' } },
    createBankDetails: {
      token,
      body: { ...site, account_no: '1111222233', rounting_no: '110000000', holdername: 'X' },
    },
    getBankDetails: { token, body: { ...site, email: owner.email } },
    verifyBankDetails: { token, body: { ...site, payAmount1: 32, payAmount2: 45 } },
    addToWatchlist: { token, body: { id: fixture.lots.wonByB, userid: owner.id } },
    removeFromWatchlist: { token, body: { id: fixture.lots.favourite, userid: owner.id } },
    toggleWatchlist: { token, body: { id: fixture.lots.favourite, userid: owner.id } },
    getCheckoutAuction: { token, body: { invoice_id: [2001], city_sales_tax_enable: 0 } },
    successAfterPayAuction: {
      token,
      body: {
        payment_details: {
          charge_id: 'ch_x',
          customer_id: 'cus_AURELIA',
          source_id: ownerCard,
          amount: 1,
          currency: 'usd',
        },
        invoice_id: [2001],
        shipping_addr_id: 1,
        need_discount: 0,
        user_country: 'US',
        ship_local: 0,
        shipping_inside: 1,
        mode: 'sandbox',
        auction_io: 1,
      },
    },
    createBankPay: { token, body: { ...site, payAmount: 100 } },
    successAfterPayAuctionUpdateBank: {
      token,
      body: { invoice_id: [2002], transfer_id: ownerTransfer, shipping_addr_id: 1, transaction_fee_per: 1 },
    },
    addShippingAddress: {
      token,
      body: { address: '2 Elm St', country: '231', state: '3919', city: 'Salem', zipcode: '97301' },
    },
    getAllShippingAddresses: { token },
    viewInvoice: { token, body: { id: 2001 } },
    listSubAdmins: { token },
    placeTimedBid: {
      token,
      body: {
        wsprice: 150,
        userid: owner.id,
        id: biddingLot.id,
        lotid: biddingLot.id,
        bidplan: 'auto',
        auctionid: biddingLot.lotof,
      },
    },
    confirmForwardBid: {
      token,
      body: {
        id: biddingLot.id,
        wsprice: 160,
        bid_increment: 5,
        email: owner.email,
        userid: owner.id,
        hard_bid: 0,
        auction_io: 1,
      },
    },
    addBidOffer: {
      token,
      body: { id: biddingLot.id, wsprice: 170, userid: owner.id, auctionid: biddingLot.lotof, bidding_type: 'hard' },
    },
    placeBid: {
      token,
      body: { wsprice: 180, id: biddingLot.id, userid: owner.id, auctionid: biddingLot.lotof, bidding_type: 'proxy' },
    },
    cancelBid: { token, form: retractionForm() },
    registerForAuction: {
      token,
      body: {
        auction_id: ownerBid.auctionId,
        user_id: owner.id,
        status: 'active',
        site_id: 'cascade',
        ipaddress: '127.0.0.1',
      },
    },
    getChatHistory: { token, body: { chat_id: owner.id } },
    getProductMessages: { token, body: { pid: ownerBid.lotId, type: 'product' } },
    sendProductMessage: {
      token,
      body: {
        from_id: owner.id,
        to_id: fixture.c.id,
        pro_id: ownerBid.lotId,
        to_email: fixture.c.email,
        message: 'Sent in someone else’s name',
        type: 'product',
      },
    },
  };
};

const userScoped = storefrontContract()
  .operations.filter((operation) => operation.token === 'required' && operation.operationId in operationHandlers)
  .map((operation) => operation.operationId as OperationId);

it('has an attempt for every implemented operation that needs a signed-in buyer', () => {
  expect(userScoped.filter((operationId) => !(operationId in attempts()))).toEqual([]);
});

it.each(userScoped)(
  '%s called by a second buyer neither shows nor changes the first buyer’s data',
  SLOW,
  async (operationId) => {
    const before = await ownerData();
    const response = await server.send(operationId, attempts()[operationId]);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain(owner.email);
    expect(response.body).not.toMatch(/Aurelia|cus_AURELIA|2600|"common_invoice":2001/);
    expect(await ownerData()).toBe(before);
    const login = await server.call('login', {
      body: { username: owner.email, password: owner.password, is_auctionio: 1 },
    });
    expect(login.json()).toMatchObject({ status: 'yes' });
  },
);

it('keeps the first buyer’s card customer theirs: the second cannot claim it, nor select its cards', SLOW, async () => {
  const claim = await server.call('saveCustomerId', { token: intruder.token, body: { customer_id: 'cus_AURELIA' } });
  expect(claim.json()).toEqual({ status: 'no', message: CUSTOMER_ID_TAKEN });
  const card = await server.call('updateCard', { token: intruder.token, body: { card_id: ownerCard } });
  expect(card.json()).toMatchObject({ status: 'no' });
});

it(
  'keeps the card provider to each customer: anonymous calls and another buyer’s key get nothing of the owner’s',
  SLOW,
  async () => {
    const { db } = server.database;
    const ownerCards = async () =>
      JSON.stringify([
        await db.selectFrom('provider_cards').selectAll().where('customer_id', '=', 'cus_AURELIA').execute(),
        await db.selectFrom('provider_charges').selectAll().where('customer_id', '=', 'cus_AURELIA').execute(),
      ]);
    const before = await ownerCards();
    // The intruder's own customer, and the key the store's server gives the intruder: to that customer only.
    const customer = (await providerCall(server, 'customer/create', { email: intruder.email })).json();
    await server.call('saveCustomerId', { token: intruder.token, body: { customer_id: customer.id } });
    const issued = (await server.call('getCustomerKey', { token: intruder.token })).json();
    expect(issued).toMatchObject({ status: 'yes', data: { customer_id: customer.id } });
    const calls: Record<string, Record<string, unknown>> = {
      'customer/source/list': {},
      'customer/source/create': testCard('4242424242424242'),
      'customer/source/delete': { source_id: ownerCard },
      'charge/create': { source_id: ownerCard, amount: 5_000, currency: 'usd' },
    };
    for (const [path, body] of Object.entries(calls)) {
      for (const key of [null, customer.ephemeral_key.secret, issued.data.secret, 'ek_sandbox_guessed']) {
        const response = await providerCall(server, path, { customer_id: 'cus_AURELIA', ...body }, { key });
        expect(response.statusCode, `${path} with ${key}`).toBe(401);
        expect(response.json()).toEqual({ error: { type: 'invalid_request_error', message: CUSTOMER_KEY_REFUSED } });
      }
    }
    expect(await ownerCards()).toBe(before);
    const own = await providerCall(
      server,
      'customer/source/list',
      { customer_id: customer.id },
      { key: issued.data.secret },
    );
    expect(own.json()).toEqual({ object: 'list', data: [] });
  },
);
