import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BID_AMOUNT_DECIMALS } from '@storefront/domain';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { approve, insertBiddableLot, insertBidders, retractBid, type Bidder } from './support/bidders';
import { answerProblem } from './support/documentChecks';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => server?.close());
beforeEach(() => server.reset());

async function bid(bidder: Bidder, lot: { id: number; lotof: number }, wsprice: number, hard = false) {
  const response = await server.call('placeBid', {
    token: bidder.token,
    body: { wsprice, id: lot.id, userid: bidder.id, auctionid: lot.lotof, bidding_type: hard ? 'hard' : 'proxy' },
  });
  expect(answerProblem('placeBid', 200, response.json())).toBeNull();
  return response.json();
}

const lotRow = (id: number) =>
  server.database.db.selectFrom('lots').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('a proxy bid', () => {
  it('leads at the opening bid and tells only its bidder the maximum', async () => {
    const [ann, ben] = await insertBidders(server, 2);
    const lot = await insertBiddableLot(server, { openingBid: 100 });
    const first = await bid(ann!, lot, 500);
    expect(first).toMatchObject({ status: 'success', bpop_wprice: 100, bpop_higher: ann!.id, maxbidamt: 500 });
    expect(first.bpop_error).toBe('Bid placed successfully');
    const second = await bid(ben!, lot, 300);
    expect(second).toMatchObject({ status: 'success', bpop_higher: ann!.id, maxbidamt: 300 });
    expect(second.bpop_wprice).toBeGreaterThan(300);
    expect(second.bpop_wprice).toBeLessThanOrEqual(500);
    const row = await lotRow(lot.id);
    expect(Number(row.leader_maximum)).toBe(500);
    expect(row.bid_count).toBe(2);
  });

  it('refuses an amount with more than two decimals instead of rounding it, and keeps nothing', async () => {
    const [ann] = await insertBidders(server, 1);
    const lot = await insertBiddableLot(server, { openingBid: 70 });
    const refused = await bid(ann!, lot, 73.995);
    expect(refused).toEqual({ status: 'failed', id: lot.id, error: BID_AMOUNT_DECIMALS });
    expect((await lotRow(lot.id)).bid_count).toBe(0);
    expect(await server.database.db.selectFrom('bids').select('id').execute()).toEqual([]);
    expect(await bid(ann!, lot, 73.99)).toMatchObject({ status: 'success', maxbidamt: 73.99 });
  });

  it("gives the outbid bidder's dashboard row the lot's next bid, to raise their maximum from", async () => {
    const [ann, ben] = await insertBidders(server, 2);
    const lot = await insertBiddableLot(server, { openingBid: 100 });
    await bid(ann!, lot, 150);
    const outbid = await bid(ben!, lot, 400);
    const response = await server.call('buyerDashboard', {
      token: ann!.token,
      body: { sh_limit: 10, page: 1, status: 'bidactive' },
    });
    expect(answerProblem('buyerDashboard', 200, response.json())).toBeNull();
    const listed = await server.call('searchAuctionLots', {
      body: { lotof: lot.lotof, page: 1, limit: 10, userid: 0 },
    });
    const publicLot = listed.json().response.results[0];
    expect(publicLot.next_bid).toBeGreaterThan(outbid.bpop_wprice);
    expect(response.json().results).toMatchObject([
      { id: lot.id, highest_bidder_user_id: ben!.id, wprice: outbid.bpop_wprice, next_bid: publicLot.next_bid },
    ]);
  });

  it('is durable before it is acknowledged', async () => {
    const [ann] = await insertBidders(server, 1);
    const lot = await insertBiddableLot(server);
    await bid(ann!, lot, 250);
    const bids = await server.database.db.selectFrom('bids').selectAll().where('lot_id', '=', lot.id).execute();
    expect(bids).toHaveLength(1);
    expect(bids[0]).toMatchObject({ user_id: ann!.id, kind: 'maximum' });
    expect(Number(bids[0]!.max_amount)).toBe(250);
  });
});

describe('a bid when its mail cannot be sent', () => {
  let attempts = 0;
  let mailDown: TestServer;
  beforeAll(async () => {
    mailDown = await startTestServer({
      mailDelivery: {
        deliver: async () => {
          attempts += 1;
          throw new Error('The mail server refused the connection');
        },
      },
    });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => mailDown?.close());

  it('is acknowledged and stored: the mail is not part of the bid', async () => {
    const [ann] = await insertBidders(mailDown, 1);
    const lot = await insertBiddableLot(mailDown);
    const response = await mailDown.call('placeBid', {
      token: ann!.token,
      body: { wsprice: 250, id: lot.id, userid: ann!.id, auctionid: lot.lotof, bidding_type: 'proxy' },
    });
    expect(response.json()).toMatchObject({ status: 'success', bpop_higher: ann!.id });
    await expect.poll(() => attempts).toBe(1);
    const bids = await mailDown.database.db.selectFrom('bids').select('user_id').where('lot_id', '=', lot.id).execute();
    expect(bids).toEqual([{ user_id: ann!.id }]);
  });
});

describe('the bid history', () => {
  const history = async (lotId: number) => {
    const response = await server.call('getBidDetails', { body: { product_id: lotId } });
    expect(answerProblem('getBidDetails', 200, response.json())).toBeNull();
    return (response.json().results as { user_id: number; proposed_amount: number; bid_type: string }[]).map((row) => [
      row.user_id,
      row.proposed_amount,
      row.bid_type,
    ]);
  };

  it("shows the leader's maximum answering each challenger, never the maximum that still stands", async () => {
    const [ann, ben, cal] = await insertBidders(server, 3);
    const lot = await insertBiddableLot(server, { openingBid: 100 });
    await bid(ann!, lot, 500);
    const answered = await bid(ben!, lot, 300);
    expect(await history(lot.id)).toEqual([
      [ann!.id, answered.bpop_wprice, 'autoBid'],
      [ben!.id, 300, 'bid'],
      [ann!.id, 100, 'bid'],
    ]);
    const lead = await bid(cal!, lot, 800);
    const rows = await history(lot.id);
    expect(rows.slice(0, 2)).toEqual([
      [cal!.id, lead.bpop_wprice, 'bid'],
      [ann!.id, 500, 'autoBid'],
    ]);
    expect(rows.map(([, amount]) => amount)).not.toContain(800);
    expect((await lotRow(lot.id)).bid_count).toBe(3);
  });
});

describe('refusals, with the spec’s messages', () => {
  it('before the start of a timed auction', async () => {
    const [ann] = await insertBidders(server, 1);
    const lot = await insertBiddableLot(server, { startsInHours: 1 });
    expect(await bid(ann!, lot, 500)).toMatchObject({ status: 'failed', error: 'Auction is not started!' });
  });

  it('after the close and on a lot that is not open', async () => {
    const [ann] = await insertBidders(server, 1);
    const ended = await insertBiddableLot(server, { closesInMs: -1000 });
    expect(await bid(ann!, ended, 500)).toMatchObject({ status: 'failed', error: 'Auction Closed' });
    const sold = await insertBiddableLot(server);
    await server.database.db.updateTable('lots').set({ market_status: 'sold' }).where('id', '=', sold.id).execute();
    expect(await bid(ann!, sold, 500)).toMatchObject({ status: 'failed', error: 'Auction Closed' });
  });

  it('below the next minimum bid', async () => {
    const [ann, ben] = await insertBidders(server, 2);
    const lot = await insertBiddableLot(server, { openingBid: 100 });
    await bid(ann!, lot, 100);
    expect(await bid(ben!, lot, 100)).toMatchObject({ status: 'failed', error: 'Enter $102.50 or more' });
  });

  it('off the increment grid for a live hard bid, and from a buyer not approved', async () => {
    const [ann, ben, cy] = await insertBidders(server, 3);
    // Before the sale starts: once it runs, the auctioneer may put the lot on the block, where maximum bids are refused.
    const lot = await insertBiddableLot(server, { live: true, openingBid: 100, startsInHours: 1 });
    await approve(server, lot.lotof, ann!.id);
    await approve(server, lot.lotof, ben!.id, true);
    expect(await bid(ann!, lot, 100, true)).toMatchObject({ status: 'success', bpop_wprice: 100 });
    expect(await bid(ann!, lot, 101, false)).toMatchObject({ status: 'failed', error: 'Enter $102.50 or more' });
    expect(await bid(ann!, lot, 107, false)).toMatchObject({ status: 'success', bpop_wprice: 100 });
    const offGrid = await bid(cy!, lot, 112, true);
    expect(offGrid).toMatchObject({ status: 'failed', error: 'Please Register Live Auction And Participate.' });
    expect(await bid(ben!, lot, 110, true)).toMatchObject({
      status: 'failed',
      error: 'Please Register Live Auction And Participate.',
    });
    await approve(server, lot.lotof, cy!.id);
    expect(await bid(cy!, lot, 112, true)).toMatchObject({
      status: 'failed',
      error: 'Please Enter Valid Value.Bid Amount Should Be Multiples Of Bid Increment.',
    });
  });

  it('for somebody else', async () => {
    const [ann, ben] = await insertBidders(server, 2);
    const lot = await insertBiddableLot(server);
    const response = await server.call('placeTimedBid', {
      token: ann!.token,
      body: { wsprice: 300, userid: ben!.id, id: lot.id, lotid: lot.id, bidplan: 'auto', auctionid: lot.lotof },
    });
    expect(response.json()).toEqual({ status: 'failed', id: lot.id, error: 'You can only bid for yourself.' });
  });
});

describe('soft close', () => {
  it('extends the close when a bid moves the price near the end, and says so', async () => {
    const [ann, ben] = await insertBidders(server, 2);
    const lot = await insertBiddableLot(server, { closesInMs: 60_000 });
    const before = (await lotRow(lot.id)).date_closed.getTime();
    await bid(ann!, lot, 500);
    const answer = await bid(ben!, lot, 300);
    expect(answer.bpop_error).toMatch(/^Bid placed successfully\. Bidding was extended: the lot now closes at /);
    const row = await lotRow(lot.id);
    expect(row.date_closed.getTime()).toBeGreaterThan(before);
    expect(row.extension_count).toBeGreaterThanOrEqual(1);
    expect(new Date(answer.date_closed).getTime()).toBe(row.date_closed.getTime());
  });
});

/** Two buyers approved in a live auction that starts in two hours (bids may still be retracted), and one of its lots. */
async function twoApprovedOnUpcomingLiveLot() {
  const [ann, ben] = await insertBidders(server, 2);
  const lot = await insertBiddableLot(server, { live: true, startsInHours: 2, closesInMs: 3 * 3600_000 });
  await approve(server, lot.lotof, ann!.id);
  await approve(server, lot.lotof, ben!.id);
  return { ann: ann!, ben: ben!, lot };
}

describe('retraction', () => {
  it('lets the leader retract before the start and recomputes the price', async () => {
    const { ann, ben, lot } = await twoApprovedOnUpcomingLiveLot();
    await bid(ann, lot, 200);
    const lead = await bid(ben, lot, 400);
    expect(lead.bpop_higher).toBe(ben.id);
    const refused = await retractBid(server, ann, lot);
    expect(refused.msg).toBe('Only the highest bidder can retract a bid.');
    expect((await retractBid(server, ben, lot)).msg).toBe('yes');
    const row = await lotRow(lot.id);
    expect(row).toMatchObject({ highbid_user_id: ann.id, bid_count: 1 });
    expect(Number(row.wprice)).toBe(100);
  });
});

describe("each bidder's totals on a lot (lot_bidders)", () => {
  /** The totals as the database keeps them, and as counting every bid gives them. */
  async function totalsAndCount(lotId: number) {
    const { db } = server.database;
    const kept = await db
      .selectFrom('lot_bidders')
      .select(['user_id', 'bid_count', 'highest_maximum', 'last_bid_id'])
      .where('lot_id', '=', lotId)
      .orderBy('user_id')
      .execute();
    const counted = await db
      .selectFrom('bids')
      .select((eb) => [
        'user_id',
        eb.fn.countAll<string>().as('bid_count'),
        eb.fn.max('max_amount').as('highest_maximum'),
        eb.fn.max('id').as('last_bid_id'),
      ])
      .where('lot_id', '=', lotId)
      .groupBy('user_id')
      .orderBy('user_id')
      .execute();
    const plain = (rows: typeof counted | typeof kept) =>
      rows.map((row) => [row.user_id, Number(row.bid_count), Number(row.highest_maximum), Number(row.last_bid_id)]);
    return { kept: plain(kept), counted: plain(counted) };
  }

  it('follow bids and a retraction, refuse a changed maximum and go with the lot', async () => {
    const { ann, ben, lot } = await twoApprovedOnUpcomingLiveLot();
    await bid(ann, lot, 200);
    await bid(ben, lot, 400);
    await bid(ann, lot, 600);
    await bid(ben, lot, 800);
    let totals = await totalsAndCount(lot.id);
    expect(totals.kept).toEqual(totals.counted);
    expect(totals.kept.map(([, count]) => count)).toEqual([2, 2]);
    expect((await retractBid(server, ben, lot)).msg).toBe('yes');
    totals = await totalsAndCount(lot.id);
    expect(totals.kept).toEqual(totals.counted);
    expect(totals.kept.find(([user]) => user === ben.id)?.[1]).toBe(1);
    const { db } = server.database;
    await expect(db.updateTable('bids').set({ max_amount: 1 }).where('lot_id', '=', lot.id).execute()).rejects.toThrow(
      'A stored bid keeps its lot, bidder and maximum',
    );
    await db.deleteFrom('lots').where('id', '=', lot.id).execute();
    expect((await totalsAndCount(lot.id)).kept).toEqual([]);
  });
});
