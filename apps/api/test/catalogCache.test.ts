import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../src/server';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { storefrontContract } from '../src/http/contract';
import type { OperationId, RequestBody } from '../src/http/operationTypes';
import { insertBiddableLot, insertBidders, type Bidder } from './support/bidders';
import { JWT_SECRET, SELLER_KEY, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
/** The same handlers on the same database without the cache: what every answer has to equal. */
let uncached: FastifyInstance;
let uncachedFiles: string;

beforeAll(async () => {
  server = await startTestServer();
  uncachedFiles = await mkdtemp(join(tmpdir(), 'storefront-uncached-'));
  const database = { ...server.database };
  delete database.catalogChanges;
  uncached = await buildServer({
    database,
    storeDir: null,
    filesDir: uncachedFiles,
    jwtSecret: JWT_SECRET,
    sellerKey: SELLER_KEY,
  });
}, DATABASE_HOOK_TIMEOUT);
afterAll(async () => {
  await uncached?.close();
  await server?.close();
  await rm(uncachedFiles, { recursive: true, force: true });
});
beforeEach(() => server.reset());

const operations = new Map(storefrontContract().operations.map((operation) => [operation.operationId, operation]));

/** The answer of the uncached server to the same call. */
async function uncachedAnswer(operationId: OperationId, body: unknown, token?: string) {
  const response = await uncached.inject({
    method: 'POST',
    url: operations.get(operationId)!.path,
    headers: {
      domain: 'storefront.test',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(body),
  });
  return response.json();
}

async function read<Op extends OperationId>(operationId: Op, body: RequestBody<Op>, token?: string) {
  const response = await server.call(operationId, { body, ...(token ? { token } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function bid(bidder: Bidder, lot: { id: number; lotof: number }, wsprice: number) {
  const body = { wsprice, id: lot.id, userid: bidder.id, auctionid: lot.lotof, bidding_type: 'proxy' } as const;
  const answer = (await server.call('placeBid', { token: bidder.token, body })).json();
  expect(answer).toMatchObject({ status: 'success' });
  return answer;
}

const lotList = (lot: { lotof: number }) => ({ lotof: lot.lotof, limit: 20, page: 1, userid: 0 });
const auctionLots = (lot: { lotof: number }) => ({ lotof: lot.lotof, limit: 20, page: 1, userid: 0 });

/** A catalog read with its body, from the cached server (checked) and from the uncached one. */
const readOf = <Op extends OperationId>(operationId: Op, body: RequestBody<Op>) => ({
  operationId,
  fromCache: (token?: string) => read(operationId, body, token),
  withoutCache: (token?: string) => uncachedAnswer(operationId, body, token),
});

/** Every cached catalog read of the lot. */
const readsOf = (lot: { id: number; lotof: number }) => [
  readOf('searchLots', lotList(lot)),
  readOf('searchAuctionLots', auctionLots(lot)),
  readOf('getProductDetails', { product_id: lot.id }),
  readOf('listAuctions', { is_auction: 1, page: 1, sh_limit: 10 }),
];

/** The lot as each lot read shows it. */
async function shownLots(lot: { id: number; lotof: number }, token?: string) {
  const list = await read('searchLots', lotList(lot), token);
  const auction = await read('searchAuctionLots', auctionLots(lot), token);
  const detail = await read('getProductDetails', { product_id: lot.id }, token);
  return [
    list.result.listOfProjects.find((shown: { id: number }) => shown.id === lot.id),
    auction.response.results.find((shown: { id: number }) => shown.id === lot.id),
    detail.results,
  ];
}

/** The cache's hits so far, as /metrics reports them. */
async function cacheHits() {
  const metrics = await server.app.inject({ method: 'GET', url: '/metrics' });
  const hits = /^storefront_catalog_cache_reads_total\{outcome="hit"\} (\d+)$/m.exec(metrics.body);
  return Number(hits?.[1] ?? 0);
}

describe('catalog reads from the cache', () => {
  it('are served from it while nothing changes', async () => {
    const lot = await insertBiddableLot(server);
    await read('searchLots', lotList(lot));
    const hits = await cacheHits();
    await read('searchLots', lotList(lot));
    await read('searchLots', { ...lotList(lot), userid: 7 });
    expect(await cacheHits()).toBe(hits + 2);
  });

  it('show every acknowledged bid at once, read after read', async () => {
    const bidders = await insertBidders(server, 2);
    const lot = await insertBiddableLot(server, { openingBid: 100 });
    await shownLots(lot);
    for (let round = 1; round <= 30; round += 1) {
      const bidder = bidders[round % 2]!;
      const answer = await bid(bidder, lot, 100 + round * 50);
      for (const shown of await shownLots(lot))
        expect(shown).toMatchObject({ highbid_user_id: bidder.id, bid_count: round, wprice: answer.bpop_wprice });
    }
    expect(await cacheHits()).toBeGreaterThan(0);
  });

  it('show a lot closed by the seller, and an edit made in the database, at once', async () => {
    const lot = await insertBiddableLot(server);
    await shownLots(lot);
    const closed = await server.call('closeTimedLotNow', {
      body: { lotid: lot.id },
      headers: { 'seller-key': SELLER_KEY },
    });
    expect(closed.statusCode).toBe(200);
    for (const shown of await shownLots(lot)) expect(shown.market_status).not.toBe('open');

    await server.database.db.updateTable('lots').set({ title: '1 oz Gold Buffalo' }).where('id', '=', lot.id).execute();
    for (const shown of await shownLots(lot)) expect(shown.title).toBe('1 oz Gold Buffalo');
    await server.database.db.insertInto('lot_images').values({ lot_id: lot.id, file_name: 'buffalo.jpg' }).execute();
    for (const shown of await shownLots(lot)) expect(shown.images).toEqual(['buffalo.jpg']);
  });

  it("never shows a buyer's own fields to another buyer or to a visitor: every answer is the uncached one", async () => {
    const [ann, ben] = await insertBidders(server, 2);
    const lot = await insertBiddableLot(server, { openingBid: 100 });
    await bid(ann!, lot, 900);
    await bid(ben!, lot, 300);
    const favourite = await server.call('addToWatchlist', {
      token: ann!.token,
      body: { id: lot.id, userid: ann!.id },
    });
    expect(favourite.statusCode).toBe(200);
    await server.database.db
      .insertInto('auction_registrations')
      .values({ auction_id: lot.lotof, user_id: ann!.id, is_register_active: 0, paddle_no: ann!.id })
      .execute();
    // Whoever reads first (and so has the shared answer built), every viewer after them gets their own answer.
    const viewers = [ann!.token, undefined, ben!.token];
    for (const { operationId, fromCache, withoutCache } of readsOf(lot)) {
      for (const first of viewers) {
        server.app.catalogCache!.changed();
        for (const token of [first, ...viewers, first]) {
          expect(await fromCache(token), `${operationId} for ${token ?? 'a visitor'}`).toEqual(
            await withoutCache(token),
          );
        }
      }
    }
    const [annSees, benSees, visitorSees] = [
      await shownLots(lot, ann!.token),
      await shownLots(lot, ben!.token),
      await shownLots(lot),
    ];
    for (const shown of annSees) expect(shown).toMatchObject({ maxbidamt: 900, isFav: 1, highbid_user_id: ann!.id });
    for (const shown of benSees) expect(shown).toMatchObject({ maxbidamt: 300, isFav: 0, userBidCount: 1 });
    for (const shown of visitorSees) {
      expect(shown).toMatchObject({ isFav: 0, userBidCount: 0, bid_or_not: 0 });
      expect(shown).not.toHaveProperty('maxbidamt');
    }
  });
});
