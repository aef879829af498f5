import type { components } from '@storefront/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { approve, insertBiddableLot, insertBidders } from './support/bidders';
import { eventually, startLiveServer, type LiveServer } from './support/liveServer';
import type { RequestBody } from '../src/http/operationTypes';

const SELLER_KEY = 'the seller key of the demo-off tests';
let server: LiveServer;

beforeAll(async () => {
  server = await startLiveServer({
    demo: false,
    closingIntervalMs: 0,
    registrationApprovalMs: 1000,
    auctioneerQuietMs: 60_000,
    sellerKey: SELLER_KEY,
    realtime: { serverTimeMs: 0, metalPriceMs: 50 },
  });
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => server?.close());
beforeEach(() => server.reset());

const decide = (body: RequestBody<'decideRegistration'>, key = SELLER_KEY) =>
  server.call('decideRegistration', { body, headers: { 'seller-key': key } });

describe('with the demo off', { timeout: 30_000 }, () => {
  it('approves no registration by itself; the seller-keyed call approves and refuses, and bidderapproval tells the buyer', async () => {
    const [ann] = await insertBidders(server, 1);
    const lot = await insertBiddableLot(server, { live: true, openingBid: 100 });
    const socket = await server.connect({ token: ann!.token });
    const approvals: Array<components['schemas']['BidderApproval']> = [];
    socket.client.on('bidderapproval', (message) => approvals.push(message));
    const registration = {
      auction_id: lot.lotof,
      user_id: ann!.id,
      status: 'active',
      site_id: 'cascade',
      ipaddress: '::1',
    } as const;
    expect(await server.post('registerForAuction', registration, ann!.token)).toEqual({
      status: 'success',
      is_register_active: 1,
    });
    server.advance(60_000);
    await server.app.closing.runOnce();
    expect(await server.post('registerForAuction', registration, ann!.token)).toMatchObject({ is_register_active: 1 });

    const decision = { auction_id: lot.lotof, user_id: ann!.id, decision: 'approve' } as const;
    const wrongKey = await decide(decision, 'a guess');
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toEqual({ status: 'no', message: 'The seller key is wrong.' });
    expect((await server.call('decideRegistration', { body: decision })).statusCode).toBe(401);
    expect(approvals).toEqual([]);

    expect((await decide(decision)).json()).toEqual({ status: 'success', is_register_active: 0 });
    await eventually(() => approvals.length === 1);
    expect(approvals[0]).toEqual({ auction_id: lot.lotof, user_id: ann!.id, is_register_active: 0 });
    const bid = { wsprice: 100, id: lot.id, userid: ann!.id, auctionid: lot.lotof, bidding_type: 'hard' } as const;
    expect(await server.post('placeBid', bid, ann!.token)).toMatchObject({ status: 'success' });

    expect((await decide({ ...decision, decision: 'refuse' })).json()).toEqual({
      status: 'success',
      is_register_active: 1,
    });
    await eventually(() => approvals.length === 2);
    expect(approvals[1]).toEqual({ auction_id: lot.lotof, user_id: ann!.id, is_register_active: 1 });
    expect((await decide({ ...decision, user_id: ann!.id + 1 })).json()).toEqual({
      status: 'error',
      message: 'This buyer has not registered for this auction.',
    });
  });

  it('the seller-keyed auctioneer awards the lot on the block at once, and ends the auction', async () => {
    const first = await insertBiddableLot(server, { live: true, openingBid: 100 });
    const { db } = server.database;
    const second = await db
      .insertInto('lots')
      .values({
        lotof: first.lotof,
        sku: '2',
        title: '10 oz Silver Bar',
        date_added: new Date(Date.now() - 3600_000),
        date_closed: new Date(Date.now() + 3600_000),
        wprice: 300,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const room = await server.connect({ auctionid: first.lotof });
    const awards: Array<components['schemas']['LiveAwarding']> = [];
    const closes: Array<components['schemas']['LiveAuctionClose']> = [];
    room.client.on('liveauctionAwarding', (message) => awards.push(message));
    room.client.on('liveauctionclose', (message) => closes.push(message));
    await server.app.closing.runOnce();
    const command = (body: RequestBody<'commandLiveAuctioneer'>, key = SELLER_KEY) =>
      server.call('commandLiveAuctioneer', { body, headers: { 'seller-key': key } });

    expect((await command({ auctionid: first.lotof, command: 'award' }, 'a guess')).statusCode).toBe(401);
    expect((await command({ auctionid: first.lotof, command: 'award' })).json()).toEqual({
      status: 'success',
      current_projectid: second.id,
      market_status: 'open',
    });
    await eventually(() => awards.length === 1);
    expect(awards[0]).toMatchObject({ auctionid: first.lotof, id: first.id, current_projectid: second.id });

    expect((await command({ auctionid: first.lotof, command: 'end' })).json()).toEqual({
      status: 'success',
      current_projectid: null,
      market_status: 'closed',
    });
    await eventually(() => closes.length === 1);
    expect(closes[0]).toMatchObject({ auctionid: first.lotof });
    const lot = await db.selectFrom('lots').select('market_status').where('id', '=', second.id).executeTakeFirst();
    expect(lot?.market_status).toBe('unsold');
    expect((await command({ auctionid: first.lotof, command: 'award' })).json()).toEqual({
      status: 'error',
      message: 'This live auction is not running.',
    });
  });

  it('runs no simulated bidder, even with house bidders approved in a running live auction', async () => {
    const house = await insertBidders(server, 3, { house: true });
    const lot = await insertBiddableLot(server, { live: true, openingBid: 100 });
    for (const bidder of house) await approve(server, lot.lotof, bidder.id);
    for (let round = 0; round < 60; round++) await server.app.closing.runOnce();
    const bids = await server.database.db.selectFrom('bids').select('id').where('lot_id', '=', lot.id).execute();
    expect(bids).toEqual([]);
  });

  it('sends no random metal prices', async () => {
    const { client } = await server.connect();
    const prices: unknown[] = [];
    client.on('metalsLivePrice', (message) => prices.push(message));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.app.realtime.metals()).toBeNull();
    expect(prices).toEqual([]);
  });
});

describe('the seller closing a timed lot now', { timeout: 30_000 }, () => {
  const close = (lotid: number, key = SELLER_KEY) =>
    server.call('closeTimedLotNow', { body: { lotid }, headers: { 'seller-key': key } });

  it('sells it to the leader at once, tells every page, and refuses a wrong key, a live lot and a closed one', async () => {
    const [ann] = await insertBidders(server, 1);
    const lot = await insertBiddableLot(server, { openingBid: 100 });
    const watcher = await server.connect();
    const closings: Array<components['schemas']['LotClosedUpdate']> = [];
    watcher.client.on('realclosedupdates', (message) => closings.push(message));
    const bid = { wsprice: 100, id: lot.id, userid: ann!.id, auctionid: lot.lotof, bidding_type: 'hard' } as const;
    expect(await server.post('placeBid', bid, ann!.token)).toMatchObject({ status: 'success' });

    expect((await close(lot.id, 'a guess')).statusCode).toBe(401);
    expect((await close(lot.id)).json()).toEqual({ status: 'success', market_status: 'sold' });
    const row = await server.database.db
      .selectFrom('lots')
      .select(['market_status', 'highbid_user_id'])
      .where('id', '=', lot.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ market_status: 'sold', highbid_user_id: ann!.id });
    await eventually(() => closings.some((closing) => closing.id === lot.id));

    expect((await close(lot.id)).json()).toEqual({ status: 'error', message: 'This lot is not an open timed lot.' });
    const live = await insertBiddableLot(server, { live: true, openingBid: 100 });
    expect((await close(live.id)).json()).toEqual({ status: 'error', message: 'This lot is not an open timed lot.' });
    const liveRow = await server.database.db
      .selectFrom('lots')
      .select('market_status')
      .where('id', '=', live.id)
      .executeTakeFirstOrThrow();
    expect(liveRow.market_status).toBe('open');
  });
});
