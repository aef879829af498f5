import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { demoBuyers } from '../src/demo/people';
import { resetDemoStore } from '../src/demo/resetDemoStore';
import { noLiveAuctionRunning, seedDemoStore } from '../src/demo/seedDemoStore';
import { answerProblem } from './support/documentChecks';
import { startTestServer, type TestServer } from './support/testServer';

const SLOW = { timeout: 60_000 };

let server: TestServer;
let grace: { id: number; token: string };
let owen: { id: number; token: string };

type Lot = { id: number; lotof: number; sku: string; title: string; wprice: number; market_status: string } & Record<
  string,
  unknown
>;

async function signIn(index: 0 | 1) {
  const buyer = demoBuyers[index];
  const response = await server.call('login', {
    body: { username: buyer.email, password: buyer.password, is_auctionio: 1 },
  });
  const row = await server.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', buyer.email)
    .executeTakeFirstOrThrow();
  return { id: row.id, token: response.json().data as string };
}

async function search(body: Record<string, unknown>, token?: string) {
  const response = await server.call('searchLots', { body, ...(token ? { token } : {}) });
  expect(answerProblem('searchLots', 200, response.json())).toBeNull();
  return response.json().result as { listOfProjects: Lot[]; totalCount: number };
}

async function auctions() {
  return server.database.db.selectFrom('auctions').selectAll().orderBy('id').execute();
}

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoStore({ db: server.database.db, uploadsDir: join(server.filesDir, 'uploads'), now: new Date() });
  grace = await signIn(0);
  owen = await signIn(1);
}, DATABASE_HOOK_TIMEOUT);

afterAll(() => server?.close());

describe('the demo store', SLOW, () => {
  it('has seven auctions: live running, two timed closing within hours, a timed and a live upcoming, two past', async () => {
    const now = Date.now();
    const rows = await auctions();
    expect(rows).toHaveLength(7);
    const running = rows.filter((row) => row.date_added.getTime() < now && row.date_closed.getTime() > now);
    expect(running.map((row) => row.con_check).sort()).toEqual([0, 0, 1]);
    expect(rows.filter((row) => row.date_added.getTime() > now).map((row) => row.con_check)).toEqual([0, 1]);
    expect(rows.filter((row) => row.market_status === 'closed')).toHaveLength(2);
    const lots = await server.database.db.selectFrom('lots').select(['date_closed', 'market_status']).execute();
    expect(lots).toHaveLength(212);
    const soon = lots.filter(
      (lot) =>
        lot.market_status === 'open' &&
        lot.date_closed.getTime() - now < 15 * 60_000 &&
        lot.date_closed.getTime() > now,
    );
    expect(soon.length).toBeGreaterThanOrEqual(3);
  });

  it('serves each lot picture it lists, as SVG', async () => {
    const { listOfProjects } = await search({ page: 1, limit: 3 });
    const file = listOfProjects[0]?.avatar as string;
    const picture = await server.app.inject({ method: 'GET', url: `/uploads/product/${file}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/svg/);
    expect(picture.body).toMatch(/^<svg/);
  });

  it('tells the start when no live auction runs any more (four hours on), to say how to seed it afresh', async () => {
    const hoursOn = (hours: number) => new Date(Date.now() + hours * 3600_000);
    expect(await noLiveAuctionRunning(server.database.db, new Date())).toBe(false);
    expect(await noLiveAuctionRunning(server.database.db, hoursOn(4))).toBe(true);
    expect(await noLiveAuctionRunning(server.database.db, hoursOn(72))).toBe(false);
    expect(await noLiveAuctionRunning(server.database.db, hoursOn(30 * 24))).toBe(true);
  });

  it('signs the demo buyers in with the README passwords', () => {
    expect(grace.token).toMatch(/^ey/);
    expect(owen.token).toMatch(/^ey/);
  });
});

describe('lot search', SLOW, () => {
  it('finds open lots by keyword, with the total, a page of the size asked and each lot’s auction', async () => {
    const { listOfProjects, totalCount } = await search({ searchbar: 'silver eagle', page: 1, limit: 5 });
    expect(totalCount).toBeGreaterThan(0);
    expect(listOfProjects.length).toBeLessThanOrEqual(5);
    const titles = new Map((await auctions()).map((auction) => [auction.id, auction.title]));
    for (const lot of listOfProjects) {
      expect(lot.title.toLowerCase()).toContain('silver eagle');
      expect(lot.market_status).toBe('open');
      expect(lot.auction_title).toBe(titles.get(lot.lotof));
    }
  });

  it('filters by price range, category, sub-category, condition, auction type and closing date', async () => {
    const priced = await search({ from_price_io: 100, to_price_io: 500, page: 1, limit: 100 });
    expect(priced.listOfProjects.length).toBeGreaterThan(0);
    expect(priced.listOfProjects.every((lot) => lot.wprice >= 100 && lot.wprice <= 500)).toBe(true);

    const categories = (await server.call('getOverallCategory')).json().category_val;
    const gold = categories.find((category: { name: string }) => category.name === 'Gold');
    const inGold = await search({ cat_id: [gold.id], page: 1, limit: 100 });
    expect(inGold.totalCount).toBeGreaterThan(0);
    const bars = gold.subcategory.find((sub: { name: string }) => sub.name === 'Gold Bars');
    const goldBars = await search({ sub_cat_id_multiple_io: [bars.id], page: 1, limit: 100 });
    expect(goldBars.listOfProjects.length).toBeGreaterThan(0);
    expect(goldBars.listOfProjects.every((lot) => /bar/i.test(lot.title))).toBe(true);

    const used = await search({ auction_condition_new_io: ['used'], page: 1, limit: 100 });
    const fresh = await search({ condition: [1], page: 1, limit: 100 });
    const all = await search({ page: 1, limit: 1 });
    expect(used.totalCount + fresh.totalCount).toBe(all.totalCount);

    const live = await search({ timed_live: 'live', page: 1, limit: 100 });
    const timed = await search({ timed_live: 'timed', page: 1, limit: 1 });
    expect(live.totalCount + timed.totalCount).toBe(all.totalCount);
    expect(live.listOfProjects.length).toBeGreaterThan(0);
    expect(live.listOfProjects.every((lot) => lot.con_check === 1)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const closingToday = await search({ from_date_io: today, to_date_io: today, page: 1, limit: 100 });
    const dayEnd = new Date(`${today}T23:59:59.999Z`).getTime();
    expect(closingToday.listOfProjects.length).toBeGreaterThan(0);
    expect(closingToday.listOfProjects.every((lot) => new Date(lot.date_closed as string).getTime() <= dayEnd)).toBe(
      true,
    );
  });

  it('sorts oldest first by default and recent first with sort code 2, and pages without overlap', async () => {
    const oldest = await search({ page: 1, limit: 10 });
    const recent = await search({ sortBy: 2, page: 1, limit: 10 });
    expect(oldest.listOfProjects[0]?.id).not.toBe(recent.listOfProjects[0]?.id);
    const startTimes = (page: typeof oldest) => page.listOfProjects.map((lot) => Date.parse(String(lot.date_added)));
    expect(startTimes(oldest).length).toBe(10);
    expect(startTimes(oldest)).toEqual([...startTimes(oldest)].sort((x, y) => x - y));
    expect(startTimes(recent)).toEqual([...startTimes(recent)].sort((x, y) => y - x));
    expect(startTimes(recent)[0]).toBeGreaterThanOrEqual(startTimes(oldest)[0]!);
    const second = await search({ page: 2, limit: 10 });
    const firstIds = new Set(oldest.listOfProjects.map((lot) => lot.id));
    expect(second.listOfProjects.some((lot) => firstIds.has(lot.id))).toBe(false);
  });

  it('lists every lot of one auction in api/lotSearch, with the caller’s own registration, whatever userid says', async () => {
    const live = (await auctions()).find((row) => row.con_check === 1 && row.market_status === 'open')!;
    const response = await server.call('searchAuctionLots', {
      token: owen.token,
      body: { lotof: live.id, page: 1, limit: 100, userid: grace.id },
    });
    expect(answerProblem('searchAuctionLots', 200, response.json())).toBeNull();
    const { results, total_results, current_projectid, isRegistered, isRegistered_list } = response.json().response;
    expect(total_results).toBe(30);
    expect(results).toHaveLength(30);
    expect(current_projectid).toBe(results.find((lot: Lot) => lot.market_status === 'open').id);
    expect(isRegistered).toBe(1);
    expect(isRegistered_list).toEqual([{ auction_id: live.id, is_register_active: 1 }]);
  });
});

describe('auctions', SLOW, () => {
  it('lists current auctions on the home listing, live or timed', async () => {
    const listing = (await server.call('listAuctions', { body: { is_auction: 1, page: 1, sh_limit: 10 } })).json();
    expect(listing.count).toBe(5);
    const live = (await server.call('listAuctions', { body: { is_auction: 1, timed_live: 'live' } })).json();
    expect(live.data.map((auction: { con_check: number }) => auction.con_check)).toEqual([1, 1]);
    expect(live.data[0]).toMatchObject({ lot_count: 30, preview_date_reached: 1, buyer_premium: 15 });
  });

  it('lists past auctions with type closed, most recent first', async () => {
    const past = (await server.call('auctionSearch', { body: { type: 'closed', page: 1, sh_limit: 10 } })).json();
    expect(past).toMatchObject({ success: 'yes', total_pagecnt: 1 });
    expect(past.results.map((auction: { ptitle: string }) => auction.ptitle)).toEqual([
      'Winter Bullion Timed Auction',
      'Holiday Live Coin Sale',
    ]);
  });

  it('answers an auction with the first and last closing times of its lots', async () => {
    const timed = (await auctions()).find((row) => row.title === 'Weekly Silver Timed Auction')!;
    const { data } = (await server.call('getAuctionLotDetails', { body: { auctionid: timed.id } })).json();
    expect(new Date(data.min_max_date_closed.min_date_closed).getTime()).toBeLessThan(Date.now() + 10 * 60_000);
    expect(data.auction_details).toMatchObject({ id: timed.id, con_check: 0, total_lot: 45 });
    const missing = await server.call('getAuctionLotDetails', { body: { auctionid: 999_999 } });
    expect(missing.statusCode).toBe(400);
  });

  it('suggests titles and lot numbers as a buyer types', async () => {
    const { results } = (
      await server.call('getSearchKeywordTitle', { body: { search_keyword: 'morgan', status: 'open', type: 'lots' } })
    ).json();
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((row: { title: string }) => /morgan/i.test(row.title))).toBe(true);
    const rapid = (await server.call('rapidSearch', { body: { searchbar: 'Maple', limit: 3 } })).json();
    expect(rapid.results.length).toBeLessThanOrEqual(3);
  });
});

describe('a lot', SLOW, () => {
  async function lotWithBidsBy(userId: number) {
    return server.database.db
      .selectFrom('bids')
      .innerJoin('lots', 'lots.id', 'bids.lot_id')
      .select(['lots.id', 'lots.highbid_user_id'])
      .where('bids.user_id', '=', userId)
      .where('lots.market_status', '=', 'open')
      .executeTakeFirstOrThrow();
  }

  it('shows a buyer their own maximum only, never the leader’s', async () => {
    const lot = await lotWithBidsBy(grace.id);
    const mine = (await server.call('getProductDetails', { token: grace.token, body: { product_id: lot.id } })).json();
    expect(answerProblem('getProductDetails', 200, mine)).toBeNull();
    const ownMaximum = await server.database.db
      .selectFrom('bids')
      .select((eb) => eb.fn.max('max_amount').as('maximum'))
      .where('lot_id', '=', lot.id)
      .where('user_id', '=', grace.id)
      .executeTakeFirstOrThrow();
    expect(mine.results.maxbidamt).toBe(Number(ownMaximum.maximum));
    expect(mine.biddetails.bidtopwinner).toBe(lot.highbid_user_id === grace.id ? 1 : 0);

    const visitor = (await server.call('getProductDetails', { body: { product_id: lot.id } })).json();
    expect(visitor.results).not.toHaveProperty('maxbidamt');
    expect(visitor.results.next_bid).toBeGreaterThanOrEqual(visitor.results.wprice);
    expect(visitor.results.BidIncrement.length).toBeGreaterThan(3);
  });

  it('answers the bid history newest first, with paddle numbers in live auctions and no maximum', async () => {
    const liveLot = await server.database.db
      .selectFrom('lots')
      .innerJoin('auctions', 'auctions.id', 'lots.lotof')
      .select('lots.id')
      .where('auctions.con_check', '=', 1)
      .where('lots.bid_count', '>', 1)
      .executeTakeFirstOrThrow();
    const { results } = (await server.call('getBidDetails', { body: { product_id: liveLot.id } })).json();
    expect(results.length).toBeGreaterThan(1);
    expect(results.every((row: { bidder_paddle_no: number | null }) => typeof row.bidder_paddle_no === 'number')).toBe(
      true,
    );
    const times = results.map((row: { created_at: string }) => new Date(row.created_at).getTime());
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(JSON.stringify(results)).not.toMatch(/max/);
  });

  it('answers seeded histories by the proxy rules: rising from the opening bid, no bid above its bidder’s maximum', async () => {
    const lots = await server.database.db
      .selectFrom('lots')
      .select(['id', 'wprice', 'opening_bid'])
      .where('bid_count', '>', 1)
      .execute();
    expect(lots.length).toBeGreaterThan(10);
    for (const lot of lots) {
      const maximums = await server.database.db
        .selectFrom('bids')
        .select(['user_id', (eb) => eb.fn.max('max_amount').as('maximum')])
        .where('lot_id', '=', lot.id)
        .groupBy('user_id')
        .execute();
      const maximumOf = new Map(maximums.map((row) => [row.user_id, Number(row.maximum)]));
      const { results } = (await server.call('getBidDetails', { body: { product_id: lot.id } })).json() as {
        results: { user_id: number; proposed_amount: number }[];
      };
      const amounts = results.map((row) => row.proposed_amount).reverse();
      for (const row of results) expect(row.proposed_amount).toBeLessThanOrEqual(maximumOf.get(row.user_id)!);
      expect(amounts.at(-1)!).toBeGreaterThan(amounts[0]!);
      expect(amounts.at(-1)).toBe(Number(lot.wprice));
      expect(amounts[0]).toBeGreaterThanOrEqual(Number(lot.opening_bid));
    }
  });

  it('is favourited by its buyer only; another buyer’s userid is refused', async () => {
    const lot = await lotWithBidsBy(grace.id);
    const refused = await server.call('addToWatchlist', { token: owen.token, body: { id: lot.id, userid: grace.id } });
    expect(refused.json()).toMatchObject({ success: 'no' });
    const toggled = await server.call('toggleWatchlist', {
      token: grace.token,
      body: { id: lot.id, userid: grace.id },
    });
    expect(toggled.json()).toMatchObject({ success: 'yes', isFav: 1 });
    const notice = await server.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'link'])
      .where('kind', '=', 'watchlist')
      .executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ to_address: demoBuyers[0].email, link: expect.stringContaining(`/${lot.id}/`) });
    const seen = (await server.call('getLotDetail', { token: grace.token, body: { id: lot.id, userid: 0 } })).json();
    expect(seen.results.isFav).toBe(1);
    const byOwen = (
      await server.call('getLotDetail', { token: owen.token, body: { id: lot.id, userid: grace.id } })
    ).json();
    expect(byOwen.results.isFav).toBe(0);
  });
});

describe('content', SLOW, () => {
  it('answers the store with banners, terms, categories and the ACH fee', async () => {
    const [store] = (await server.call('getStores')).json().response;
    const details = (await server.call('getStoreDetails', { body: { store_id: store.id } })).json();
    expect(answerProblem('getStoreDetails', 200, details)).toBeNull();
    expect(details.data.banner_image_arr).toHaveLength(3);
    expect(details.data.terms_condition).toContain('<h2>Terms and Conditions of Sale</h2>');
    expect(details.data.store_configuration).toEqual({ ach_transaction_fee: 1, transaction_fee_changes: 0 });
  });

  it('answers reviews, some at 3 stars or less', async () => {
    const { results } = (await server.call('getReviews', { body: {} })).json();
    expect(results.length).toBe(8);
    expect(results.filter((review: { stars: number }) => review.stars <= 3).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps a contact message and mails it to the store’s admin', async () => {
    const sent = await server.call('sendContactUs', {
      body: {
        name: 'Dale Rivers',
        from_email: 'dale@example.com',
        phone_number: '5035550100',
        messages: 'Do you buy sterling flatware?',
        subject: 'Selling',
        is_send_email: 1,
      },
    });
    expect(sent.json()).toEqual({ success: 'yes', message: 'Data sent successfully' });
    const mail = await server.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'body'])
      .where('kind', '=', 'contact')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to_address: 'ruth@cascadebullion.example' });
    expect(mail.body).toContain('sterling flatware');
  });

  it('lists the sub-admins to a signed-in buyer only', async () => {
    expect((await server.call('listSubAdmins', { token: grace.token })).json().data[0]).toMatchObject({
      first_name: 'Ruth',
    });
    expect((await server.call('listSubAdmins')).statusCode).toBe(401);
  });
});

describe('the seed script', SLOW, () => {
  it('empties the store and seeds it afresh, timed from the new now', async () => {
    await server.call('addShippingAddress', {
      token: grace.token,
      body: { address: '5 Oak St', country: '231', state: '3919', city: 'Salem', zipcode: '97301' },
    });
    const later = new Date(Date.now() + 7 * 24 * 3600_000);
    await resetDemoStore(server.database, join(server.filesDir, 'uploads'), later);
    const rows = await auctions();
    expect(rows).toHaveLength(7);
    expect(rows.filter((row) => row.date_added > later)).toHaveLength(2);
    const addresses = await server.database.db.selectFrom('shipping_addresses').select('address').execute();
    expect(addresses.map((row) => row.address)).not.toContain('5 Oak St');
    expect(await server.database.db.selectFrom('lots').select('id').execute()).toHaveLength(212);
  });
});
