import { createApiClient, type Auction, type Lot } from '@storefront/api-client';
import { bidIncrements, createHandlers, demoBuyer, demoPassword, liveAuction } from '@storefront/api-client/msw';
import { BID_PLACED, RETRACTED, SIGNED_IN } from '@storefront/domain';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { approve, insertBiddableLot, insertBidders } from './support/bidders';
import { registeredBuyer } from './support/buyers';
import { startLiveServer, type LiveServer } from './support/liveServer';
import { runParityScript, type ParityWorld, type ScriptStep } from './support/parityScript';

const OPENING_BID = 2000;
const RESERVE = 2200;
const RIVAL_MAXIMUM = 2100;

let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer();
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => server?.close());

/** A live lot starting in an hour (absentee bids and retractions are open) with a rival's maximum bid on it. */
async function seedServer() {
  const lot = await insertBiddableLot(server, {
    live: true,
    startsInHours: 1,
    openingBid: OPENING_BID,
    reserve: RESERVE,
  });
  const buyer = await registeredBuyer(server, {
    email: demoBuyer.email,
    password: demoPassword,
    first_name: demoBuyer.first_name,
    last_name: demoBuyer.last_name,
  });
  const [rival] = await insertBidders(server, 1, { notices: false });
  await approve(server, lot.lotof, buyer.id);
  await approve(server, lot.lotof, rival!.id);
  const rivalBid = await server.post(
    'placeTimedBid',
    { wsprice: RIVAL_MAXIMUM, userid: rival!.id, id: lot.id, lotid: lot.id, bidplan: 'auto', auctionid: lot.lotof },
    rival!.token,
  );
  expect(rivalBid).toMatchObject({ status: 'success' });
  const row = await server.database.db
    .selectFrom('lots')
    .select(['date_added', 'date_closed'])
    .where('id', '=', lot.id)
    .executeTakeFirstOrThrow();
  return { lot, buyerId: buyer.id, rivalId: rival!.id, startsAt: row.date_added, closesAt: row.date_closed };
}

type Seeded = Awaited<ReturnType<typeof seedServer>>;

/** The same auction, lot and rival bid as the mock server's store. */
function mockStore({ lot, rivalId, startsAt, closesAt }: Seeded) {
  const dates = { date_added: startsAt.toISOString(), date_closed: closesAt.toISOString() };
  const auction: Auction = { ...liveAuction, ...dates, id: lot.lotof, isRegistered: 1, is_register_active: 0 };
  const mockLot: Lot = {
    id: lot.id,
    lotof: lot.lotof,
    sku: '1',
    title: '1 oz American Gold Eagle',
    wprice: OPENING_BID,
    market_status: 'open',
    ...dates,
    con_check: 1,
    BidIncrement: bidIncrements,
  };
  return {
    auctions: [auction],
    lots: [mockLot],
    lotBidding: {
      [lot.id]: { opening_bid: OPENING_BID, reserve: RESERVE, bids: [{ userid: rivalId, amount: RIVAL_MAXIMUM }] },
    },
    clock: () => Date.now(),
  };
}

/** The lot fields bidding decides; the rest of a lot (images, texts) is catalogue, not a rule. */
const biddingFields = [
  'wprice',
  'current_bid',
  'next_bid',
  'incrementamt',
  'bid_count',
  'userBidCount',
  'highbid_user_id',
  'market_status',
  'maxbidamt',
  'bidtopstatus',
  'date_closed',
] as const;

/** Ids by what they name: the same number can be a user in one table and an auction in another. */
interface Roles {
  users: ReadonlyMap<number, string>;
  lotId: number;
  auctionId: number;
}
const userKeys = new Set(['highbid_user_id', 'bpop_higher', 'bpop_cbidder']);

function roleOf(key: string, id: number, roles: Roles): string | undefined {
  if (userKeys.has(key)) return roles.users.get(id) ?? `<user ${id}>`;
  if (key === 'id') return id === roles.lotId ? '<lot>' : `<lot ${id}>`;
  if (key === 'lotof') return id === roles.auctionId ? '<auction>' : `<auction ${id}>`;
  return undefined;
}
const isDate = (value: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value);
const isToken = (value: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value);

/** Ids named by role, dates and tokens by kind, a lot read cut to its bidding fields: what must match exactly. */
function normalise(steps: ScriptStep[], roles: Roles) {
  const walk = (value: unknown, key = ''): unknown => {
    if (typeof value === 'number') return roleOf(key, value, roles) ?? value;
    if (typeof value === 'string') return isDate(value) ? '<date>' : isToken(value) ? '<token>' : value;
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value).map(([name, item]) => [name, walk(item, name)] as const);
      if (key === 'results') {
        return Object.fromEntries(entries.filter(([name]) => (biddingFields as readonly string[]).includes(name)));
      }
      return Object.fromEntries(entries);
    }
    return value;
  };
  return steps.map((step) => walk(step));
}

it(
  'the mock server answers the script of a bidding session as the real server does',
  async () => {
    const seeded = await seedServer();
    const world: ParityWorld = {
      email: demoBuyer.email,
      password: demoPassword,
      lotId: seeded.lot.id,
      auctionId: seeded.lot.lotof,
    };
    const roles = (buyerId: number): Roles => ({
      users: new Map([
        [buyerId, '<buyer>'],
        [seeded.rivalId, '<rival>'],
      ]),
      lotId: seeded.lot.id,
      auctionId: seeded.lot.lotof,
    });
    const connect = (baseUrl: string) => (getToken: () => string | null) =>
      createApiClient({ baseUrl, domain: 'storefront.test', getToken });

    const real = await runParityScript(connect(server.baseUrl), world);

    const mock = setupServer(...createHandlers({}, mockStore(seeded)));
    mock.listen({ onUnhandledFrame: 'error' });
    let mocked: ScriptStep[];
    try {
      mocked = await runParityScript(connect('http://mock.storefront.test'), world);
    } finally {
      mock.close();
    }

    const answer = (step: string) => real.find((entry) => entry.step === step)?.answer;
    expect(real.map((step) => step.step)).toEqual([
      'sign in',
      'read the lot',
      'a hard bid',
      'a bid below the minimum',
      'a maximum bid',
      'the maximum bid retracted',
      'the lot again',
    ]);
    expect(answer('sign in')).toMatchObject({ status: 'yes', message: SIGNED_IN });
    expect(answer('a hard bid')).toMatchObject({ status: 'success', bpop_error: BID_PLACED });
    expect(answer('a bid below the minimum')).toMatchObject({ status: 'failed', error: 'Enter $2,175.00 or more' });
    expect(answer('the maximum bid retracted')).toEqual({ msg: RETRACTED });
    expect(normalise(mocked, roles(demoBuyer.id))).toEqual(normalise(real, roles(seeded.buyerId)));
  },
  DATABASE_HOOK_TIMEOUT,
);
