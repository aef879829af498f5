import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { buildServer } from '../src/server';
import { insertBiddableLot, insertBidders, type Bidder } from './support/bidders';
import { JWT_SECRET, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ closingIntervalMs: 0 });
  await server.app.ready();
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => server?.close());
beforeEach(() => server.reset());

const minute = 60_000;

async function bid(bidder: Bidder, lot: { id: number; lotof: number }, wsprice: number) {
  const response = await server.call('placeBid', {
    token: bidder.token,
    body: { wsprice, id: lot.id, userid: bidder.id, auctionid: lot.lotof, bidding_type: 'proxy' },
  });
  expect(response.json()).toMatchObject({ status: 'success' });
}

const lotRow = (id: number) =>
  server.database.db.selectFrom('lots').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const outbox = (kind: string) =>
  server.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('kind', '=', kind as 'won')
    .execute();

describe('the closing scheduler', () => {
  it('sells a lot whose reserve is met to its leader, on an invoice, and mails the winner', async () => {
    const [ann, ben] = await insertBidders(server, 2);
    const lot = await insertBiddableLot(server, { closesInMs: 10 * minute, reserve: 150 });
    await bid(ann!, lot, 400);
    await bid(ben!, lot, 200);
    await server.app.closing.runOnce();
    expect((await lotRow(lot.id)).market_status).toBe('open');
    server.advance(11 * minute);
    await server.app.closing.runOnce();
    const row = await lotRow(lot.id);
    expect(row).toMatchObject({ market_status: 'sold', highbid_user_id: ann!.id, paid: 0 });
    expect(row.common_invoice).toEqual(expect.any(Number));
    expect(row.closed_at).not.toBeNull();
    const won = await outbox('won');
    expect(won.map((mail) => mail.user_id)).toEqual([ann!.id]);
    // 'Check out from your dashboard:' leads to the won lots and their checkout, not back to the lot.
    expect(new URL(won[0]!.link!).pathname).toBe('/WonAuction');
  });

  it('closes without a winner when the reserve is not met, and puts nothing on an invoice', async () => {
    const [ann] = await insertBidders(server, 1);
    const lot = await insertBiddableLot(server, { closesInMs: minute, reserve: 5000 });
    await bid(ann!, lot, 300);
    server.advance(2 * minute);
    await server.app.closing.runOnce();
    expect(await lotRow(lot.id)).toMatchObject({
      market_status: 'closed',
      highbid_user_id: null,
      common_invoice: null,
    });
    expect(await outbox('won')).toEqual([]);
  });

  it('closes a lot exactly once, however many rounds run at the same time', async () => {
    const [ann] = await insertBidders(server, 1);
    const lot = await insertBiddableLot(server, { closesInMs: minute });
    await bid(ann!, lot, 300);
    server.advance(2 * minute);
    await Promise.all([server.app.closing.runOnce(), server.app.closing.runOnce(), server.app.closing.runOnce()]);
    expect(await lotRow(lot.id)).toMatchObject({ market_status: 'sold' });
    expect(await outbox('won')).toHaveLength(1);
  });

  it('waits for a soft-close extension before closing', async () => {
    const [ann, ben] = await insertBidders(server, 2);
    const lot = await insertBiddableLot(server, { closesInMs: minute });
    await bid(ann!, lot, 400);
    await bid(ben!, lot, 300);
    server.advance(2 * minute);
    await server.app.closing.runOnce();
    expect((await lotRow(lot.id)).market_status).toBe('open');
    server.advance(4 * minute);
    await server.app.closing.runOnce();
    expect(await lotRow(lot.id)).toMatchObject({ market_status: 'sold', highbid_user_id: ann!.id });
  });

  it('on start, closes the lots whose time passed while the server was down', async () => {
    const [ann] = await insertBidders(server, 1);
    const lot = await insertBiddableLot(server, { closesInMs: -minute });
    await server.database.db
      .insertInto('bids')
      .values({ lot_id: lot.id, user_id: ann!.id, proposed_amount: 100, max_amount: 300 })
      .execute();
    await server.database.db
      .updateTable('lots')
      .set({ highbid_user_id: ann!.id, leader_maximum: 300, bid_count: 1 })
      .where('id', '=', lot.id)
      .execute();
    const restarted = await buildServer({ database: server.database, storeDir: null, jwtSecret: JWT_SECRET });
    await restarted.ready();
    expect(await lotRow(lot.id)).toMatchObject({ market_status: 'sold', highbid_user_id: ann!.id });
    await restarted.close();
  });
});
