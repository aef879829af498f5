import { createTokens } from '../../src/accounts/tokens';
import { sessionUserOf } from '../../src/accounts/users';
import { JWT_SECRET, type TestServer } from './testServer';

export interface Bidder {
  id: number;
  email: string;
  token: string;
}

const hour = 3600_000;
let counter = 0;

/**
 * Active buyers written straight into the database with their login tokens: a storm needs many, and signing up
 * through the API (scrypt, mail, activation) is tested elsewhere. Their notices are on unless `notices` is false;
 * `house` makes them the house's own bidders (the demo's simulated bidders).
 */
export async function insertBidders(
  server: TestServer,
  count: number,
  { notices = true, house = false } = {},
): Promise<Bidder[]> {
  const { db } = server.database;
  const tokens = createTokens(new TextEncoder().encode(JWT_SECRET), () => new Date());
  const rows = await db
    .insertInto('users')
    .values(
      Array.from({ length: count }, () => {
        counter += 1;
        return {
          email: `bidder${counter}@example.com`,
          password_hash: 'not-a-password',
          first_name: 'Bidder',
          last_name: String(counter),
          phone: '5035550100',
          address1: '1 Main St',
          city: 'Portland',
          state: 'Oregon',
          country: 'United States',
          zip: '97201',
          status: 'active' as const,
          house_bidder: house ? 1 : 0,
        };
      }),
    )
    .returningAll()
    .execute();
  if (notices)
    await db
      .insertInto('notification_settings')
      .values(rows.map((row) => ({ user_id: row.id })))
      .execute();
  return Promise.all(
    rows.map(async (row) => ({ id: row.id, email: row.email, token: await tokens.session(sessionUserOf(row), 0) })),
  );
}

export interface LotPlan {
  live?: boolean;
  /** Hours from now; negative is in the past. */
  startsInHours?: number;
  closesInMs?: number;
  openingBid?: number;
  reserve?: number | null;
}

/** An auction with one open lot, for bidding. */
export async function insertBiddableLot(server: TestServer, plan: LotPlan = {}) {
  const { db } = server.database;
  const now = Date.now();
  const startsAt = new Date(now + (plan.startsInHours ?? -1) * hour);
  const closesAt = new Date(now + (plan.closesInMs ?? 2 * hour));
  const auction = await db
    .insertInto('auctions')
    .values({ title: 'Storm Sale', con_check: plan.live ? 1 : 0, date_added: startsAt, date_closed: closesAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db
    .insertInto('lots')
    .values({
      lotof: auction.id,
      sku: '1',
      title: '1 oz American Gold Eagle',
      date_added: startsAt,
      date_closed: closesAt,
      wprice: plan.openingBid ?? 100,
      opening_bid: plan.openingBid ?? 100,
      rprice: plan.reserve ?? null,
    })
    .returning(['id', 'lotof'])
    .executeTakeFirstOrThrow();
}

export async function approve(server: TestServer, auctionId: number, userId: number, pending = false) {
  await server.database.db
    .insertInto('auction_registrations')
    .values({ auction_id: auctionId, user_id: userId, is_register_active: pending ? 1 : 0, paddle_no: userId })
    .execute();
}

/** cancelbid_process as the timed lot view sends it (a form): the bidder's own latest bid on the lot, retracted. */
export async function retractBid(server: TestServer, bidder: Bidder, lot: { id: number; lotof: number }) {
  const form = new FormData();
  const fields = { pid: lot.id, id: 1, uid: bidder.id, price: 1, auctionid: lot.lotof, lotof: lot.lotof, is_buyer: 1 };
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  return (await server.call('cancelBid', { token: bidder.token, form })).json() as Promise<{ msg: string }>;
}
