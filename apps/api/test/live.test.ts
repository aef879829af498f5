import type { components } from '@storefront/api-client';
import { centsFromDollars, defaultIncrementTable, dollarsFromCents, minimumBid } from '@storefront/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { approve, insertBiddableLot, insertBidders } from './support/bidders';
import { eventually, startLiveServer, type LiveServer } from './support/liveServer';
import type { RequestBody } from '../src/http/operationTypes';

let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer({
    demo: true,
    closingIntervalMs: 0,
    registrationApprovalMs: 5000,
    auctioneerQuietMs: 60_000,
    realtime: { serverTimeMs: 0, metalPriceMs: 0 },
  });
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => server?.close());
beforeEach(() => server.reset());

describe('registration for a live auction', { timeout: 30_000 }, () => {
  it('is pending, refuses bids, then is approved after the delay with bidderapproval to the buyer', async () => {
    const [ann] = await insertBidders(server, 1);
    const lot = await insertBiddableLot(server, { live: true, openingBid: 100 });
    const socket = await server.connect({ token: ann!.token });
    const approvals: Array<components['schemas']['BidderApproval']> = [];
    socket.client.on('bidderapproval', (message) => approvals.push(message));
    const body = {
      auction_id: lot.lotof,
      user_id: ann!.id,
      status: 'active',
      site_id: 'cascade',
      ipaddress: '::1',
    } as const;
    expect(await server.post('registerForAuction', body, ann!.token)).toEqual({
      status: 'success',
      is_register_active: 1,
    });
    const bid = { wsprice: 100, id: lot.id, userid: ann!.id, auctionid: lot.lotof, bidding_type: 'hard' } as const;
    expect(await server.post('placeBid', bid, ann!.token)).toMatchObject({
      status: 'failed',
      error: 'Please Register Live Auction And Participate.',
    });
    await server.app.closing.runOnce();
    expect(approvals).toEqual([]);
    server.advance(6000);
    await server.app.closing.runOnce();
    await eventually(() => approvals.length === 1);
    expect(approvals[0]).toEqual({ auction_id: lot.lotof, user_id: ann!.id, is_register_active: 0 });
    expect(await server.post('registerForAuction', body, ann!.token)).toEqual({
      status: 'success',
      is_register_active: 0,
    });
    expect(await server.post('placeBid', bid, ann!.token)).toMatchObject({ status: 'success' });
  });

  it('is refused for somebody else and for a timed auction', async () => {
    const [ann, ben] = await insertBidders(server, 2);
    const timed = await insertBiddableLot(server);
    const body = {
      auction_id: timed.lotof,
      user_id: ben!.id,
      status: 'active',
      site_id: 'cascade',
      ipaddress: '::1',
    } as const;
    expect(await server.post('registerForAuction', body, ann!.token)).toMatchObject({ status: 'error' });
    expect(await server.post('registerForAuction', { ...body, user_id: ann!.id }, ann!.token)).toEqual({
      status: 'error',
      message: 'Only live auctions take registrations.',
    });
  });
});

describe("the demo's simulated bidders", { timeout: 60_000 }, () => {
  it('bid only as flagged house accounts, never as a buyer, and send no mail of their own bids', async () => {
    const buyers = await insertBidders(server, 2);
    const house = await insertBidders(server, 2, { house: true });
    const lot = await insertBiddableLot(server, { live: true, openingBid: 100 });
    for (const bidder of [...buyers, ...house]) await approve(server, lot.lotof, bidder.id);
    await server.app.closing.runOnce();
    const { db } = server.database;
    // The opening round may already carry a simulated bid, so the buyer bids whatever the next minimum is by then.
    const opened = await db
      .selectFrom('lots')
      .select(['wprice', 'bid_count'])
      .where('id', '=', lot.id)
      .executeTakeFirstOrThrow();
    const price = centsFromDollars(opened.wprice) ?? 0;
    const wsprice = dollarsFromCents(minimumBid(defaultIncrementTable, { price, bidCount: opened.bid_count }, null));
    const bid = { wsprice, id: lot.id, userid: buyers[0]!.id, auctionid: lot.lotof, bidding_type: 'hard' } as const;
    expect(await server.post('placeBid', bid, buyers[0]!.token)).toMatchObject({ status: 'success' });
    const simulated = () =>
      db
        .selectFrom('bids')
        .select('user_id')
        .where('lot_id', '=', lot.id)
        .where('user_id', '!=', buyers[0]!.id)
        .execute();
    for (let round = 0; round < 300 && (await simulated()).length < 3; round++) await server.app.closing.runOnce();
    const bidders = (await simulated()).map((row) => row.user_id);
    expect(bidders.length).toBeGreaterThanOrEqual(3);
    const houseIds = house.map((bidder) => bidder.id);
    expect(bidders.filter((id) => !houseIds.includes(id))).toEqual([]);
    const houseMail = await db.selectFrom('mail_outbox').select('user_id').where('user_id', 'in', houseIds).execute();
    expect(houseMail).toEqual([]);
  });
});

describe('the live room', { timeout: 30_000 }, () => {
  it('lists the lots with the one on the block and counts the closed ones', async () => {
    const lot = await insertBiddableLot(server, { live: true });
    const lots = await server.post('getLiveAuctionLots', { auctionid: lot.lotof, userid: 0 });
    expect(lots).toMatchObject({ status: 'success', data: { current_projectid: lot.id } });
    expect(await server.post('getLiveAuctionPercentage', { auctionid: lot.lotof })).toEqual({
      status: 'success',
      data: { close_count: 0, total_count: 1 },
    });
  });
});

describe('the lot on the block', { timeout: 30_000 }, () => {
  it('takes the room’s hard bids and refuses maximum bids from the lot’s pages (spec 001 §4)', async () => {
    const [ann] = await insertBidders(server, 1);
    const lot = await insertBiddableLot(server, { live: true, openingBid: 100 });
    await approve(server, lot.lotof, ann!.id);
    const maximum = { wsprice: 500, id: lot.id, userid: ann!.id, auctionid: lot.lotof, bidding_type: 'proxy' } as const;
    expect(await server.post('placeBid', maximum, ann!.token)).toMatchObject({ status: 'success' });
    await server.app.closing.runOnce();
    const { current_projectid } = await server.database.db
      .selectFrom('auctions')
      .select('current_projectid')
      .where('id', '=', lot.lotof)
      .executeTakeFirstOrThrow();
    expect(current_projectid).toBe(lot.id);
    const liveNow = { status: 'failed', error: 'This lot is live now. Enter Live Auction to bid.' };
    expect(await server.post('placeBid', { ...maximum, wsprice: 900 }, ann!.token)).toMatchObject(liveNow);
    const forward = {
      ...maximum,
      wsprice: 900,
      hard_bid: 0,
      auction_io: 1,
      bid_increment: 25,
      email: 'a@example.com',
    } as const;
    expect(await server.post('confirmForwardBid', forward, ann!.token)).toMatchObject(liveNow);
    const [ben] = await insertBidders(server, 1);
    await approve(server, lot.lotof, ben!.id);
    const hard = { wsprice: 600, id: lot.id, userid: ben!.id, auctionid: lot.lotof, bidding_type: 'hard' } as const;
    expect(await server.post('addBidOffer', hard, ben!.token)).toMatchObject({ status: 'success' });
  });
});

describe('the auctioneer', { timeout: 30_000 }, () => {
  it('opens a lot, gives fair warning, awards it, moves on and closes the auction after the last lot', async () => {
    const [ann] = await insertBidders(server, 1);
    const first = await insertBiddableLot(server, { live: true, openingBid: 100 });
    const { db } = server.database;
    const second = await db
      .insertInto('lots')
      .values({
        lotof: first.lotof,
        sku: '2',
        title: '10 oz Silver Bar',
        date_added: new Date(Date.now() - 3600_000),
        date_closed: new Date(Date.now() - 60_000),
        wprice: 300,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await approve(server, first.lotof, ann!.id);
    const room = await server.connect({ auctionid: first.lotof });
    const feed: string[] = [];
    const awards: Array<components['schemas']['LiveAwarding']> = [];
    const closes: Array<components['schemas']['LiveAuctionClose']> = [];
    room.client.on('liveAuctionMsg', (message) => feed.push(message.message));
    room.client.on('liveauctionAwarding', (message) => awards.push(message));
    room.client.on('liveauctionclose', (message) => closes.push(message));

    await server.app.closing.runOnce();
    const bid = { wsprice: 100, id: first.id, userid: ann!.id, auctionid: first.lotof, bidding_type: 'hard' } as const;
    expect(await server.post('placeBid', bid, ann!.token)).toMatchObject({ status: 'success' });
    for (let step = 0; step < 6; step++) {
      server.advance(61_000);
      await server.app.closing.runOnce();
    }
    // The room is told the auction closed, then the closing line is stored and posted: wait for both.
    await eventually(() => closes.length === 1 && feed.includes('This Auction Has Been Closed.'));
    expect(awards).toEqual([
      expect.objectContaining({ id: first.id, highbid_user_id: ann!.id, wprice: 100, current_projectid: second.id }),
      expect.objectContaining({ id: second.id, highbid_user_id: null, current_projectid: null }),
    ]);
    expect(feed).toEqual([
      'Lot 1 is open: 1 oz American Gold Eagle',
      'Fair warning: Lot 1 at US $100.00',
      'Sold! Lot 1 for US $100.00',
      'Lot 2 is open: 10 oz Silver Bar',
      'Fair warning: Lot 2 at US $300.00',
      'Lot 2 passed',
      'This Auction Has Been Closed.',
    ]);
    const stored = await server.post('getLiveAuctionMessages', { auctionid: first.lotof });
    expect((stored['data'] as unknown[]).length).toBe(feed.length);
    expect(await server.post('getLiveAuctionPercentage', { auctionid: first.lotof })).toEqual({
      status: 'success',
      data: { close_count: 2, total_count: 2 },
    });
  });
});

describe('a live auction past its closing time', { timeout: 30_000 }, () => {
  it('closes with the lots not yet called unsold: no bid goes in, and they leave the active lots', async () => {
    const [ann] = await insertBidders(server, 1);
    const lot = await insertBiddableLot(server, { live: true, openingBid: 100 });
    await approve(server, lot.lotof, ann!.id);
    const room = await server.connect({ auctionid: lot.lotof });
    const closes: Array<components['schemas']['LiveAuctionClose']> = [];
    room.client.on('liveauctionclose', (message) => closes.push(message));
    await server.app.closing.runOnce();
    const bid = { wsprice: 100, id: lot.id, userid: ann!.id, auctionid: lot.lotof, bidding_type: 'hard' } as const;
    expect(await server.post('placeBid', bid, ann!.token)).toMatchObject({ status: 'success' });

    server.advance(2 * 3600_000);
    await server.app.closing.runOnce();

    await eventually(() => closes.length === 1);
    expect(await server.post('placeBid', { ...bid, wsprice: 110 }, ann!.token)).toMatchObject({ status: 'failed' });
    const dashboard = async (status: RequestBody<'buyerDashboard'>['status']) =>
      (await server.call('buyerDashboard', { token: ann!.token, body: { sh_limit: 10, page: 1, status } })).json()
        .results as Array<Record<string, unknown>>;
    expect(await dashboard('bidactive')).toEqual([]);
    expect(await dashboard('bidlost')).toMatchObject([{ id: lot.id, market_status: 'unsold' }]);
    const read = await server.post('getLiveAuctionLots', { auctionid: lot.lotof, userid: ann!.id, limit: 2000 });
    expect(read).toMatchObject({ data: { auction: { market_status: 'closed' } } });
  });
});
