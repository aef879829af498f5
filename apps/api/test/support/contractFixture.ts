import type { Database } from '../../src/db/openDatabase';
import { registeredBuyer, type TestBuyer } from './buyers';
import { insertAuction, insertBid, insertFavourite, insertLot, insertPayment } from './catalogRows';
import { startTestServer, type TestServer } from './testServer';

export interface ContractFixture {
  server: TestServer;
  a: TestBuyer;
  b: TestBuyer;
  c: TestBuyer;
  /** A buyer for the favourite toggle only. */
  d: TestBuyer;
  lots: Record<'open' | 'wonByA' | 'wonByB' | 'boughtByA' | 'favourite' | 'wonByD', number>;
  auctionId: number;
  storeId: number;
}

/** A server with three buyers, an auction whose lots they bid on, won and favourited, and the store's content. */
export async function contractFixture(): Promise<ContractFixture> {
  const server = await startTestServer();
  const a = await registeredBuyer(server, {
    first_name: 'Aurelia',
    email: 'aurelia@example.com',
    card_paymentid: 'cus_AURELIA',
  });
  const b = await registeredBuyer(server, { first_name: 'Bertram', email: 'bertram@example.com' });
  const c = await registeredBuyer(server, { first_name: 'Cecilia', email: 'cecilia@example.com' });
  const d = await registeredBuyer(server, { first_name: 'Dorothy', email: 'dorothy@example.com' });

  const { database } = server;
  const gold = await database.db
    .insertInto('categories')
    .values({ name: 'Gold', parent_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('categories')
    .values([
      { name: 'Coins', parent_id: gold.id },
      { name: 'Bars', parent_id: gold.id },
      { name: 'Silver', parent_id: null },
    ])
    .execute();
  await database.db
    .insertInto('metal_prices')
    .values(
      ['2026-03-01', '2026-03-02', '2026-03-03'].map((date, day) => ({
        date,
        gold: 2900 + day,
        silver: 32.5,
        platinum: 980,
        palladium: null,
      })),
    )
    .execute();

  const auction = await insertAuction(database);
  const lot = (
    sku: string,
    title: string,
    extra: Parameters<typeof insertLot>[2] extends infer L ? Partial<L> : never,
  ) => insertLot(database, auction.id, { sku, title, wprice: 100, ...extra }).then((row) => row.id);
  const lots: ContractFixture['lots'] = {
    open: await lot('101', '1 oz American Gold Eagle', { highbid_user_id: a.id, wprice: 2400 }),
    wonByA: await lot('102', '10 oz Silver Bar', {
      market_status: 'sold',
      highbid_user_id: a.id,
      wprice: 320,
      closesInHours: -1,
      common_invoice: 2001,
      shippingcost: 15,
    }),
    wonByB: await lot('103', '1921 Morgan Dollar MS63', {
      market_status: 'sold',
      highbid_user_id: b.id,
      wprice: 340,
      closesInHours: -2,
      common_invoice: 2002,
    }),
    boughtByA: await lot('104', 'Canadian Maple Leaf 1 oz', {
      market_status: 'sold',
      highbid_user_id: a.id,
      wprice: 2500,
      buynow_check: 1,
      closesInHours: -3,
      common_invoice: 2001,
      shippingcost: 25,
    }),
    favourite: await lot('105', '1 oz Platinum Eagle', { wprice: 990 }),
    wonByD: await lot('106', 'Perth Mint 1 oz Gold Bar', {
      market_status: 'sold',
      highbid_user_id: d.id,
      wprice: 2700,
      closesInHours: -4,
      common_invoice: 2003,
      shippingcost: 25,
    }),
  };
  await database.db
    .insertInto('provider_customers')
    .values({ id: 'cus_AURELIA', account_id: 'acct_sandbox_nwcb', email: a.email })
    .execute();
  await insertBid(database, lots.open, a.id, 2400, 2600);
  await insertBid(database, lots.wonByA, a.id, 320, 350);
  await insertBid(database, lots.wonByB, a.id, 300, 320);
  await insertBid(database, lots.wonByB, b.id, 340, 500);
  await insertFavourite(database, lots.favourite, a.id);
  await insertPayment(database, a.id, 1001, 2632.4);
  await insertPayment(database, b.id, 1002, 350.84);
  const storeId = await insertStoreContent(database);
  return { server, a, b, c, d, lots, auctionId: auction.id, storeId };
}

async function insertStoreContent(database: Database) {
  const store = await database.db
    .insertInto('stores')
    .values({ name: 'Cascade Bullion', site_id: 'cascade', terms_condition: '<p>Terms</p>', ach_transaction_fee: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db.insertInto('store_banners').values({ store_id: store.id, image_name: 'banner-1.svg' }).execute();
  await database.db
    .insertInto('reviews')
    .values([
      { stars: 5, message: 'Fast shipping, fair prices.', user_name: 'Dale R.', date: '2026-02-01' },
      { stars: 2, message: 'Slow to answer.', user_name: 'Kim P.', date: '2026-01-15' },
    ])
    .execute();
  await database.db
    .insertInto('sub_admins')
    .values({ first_name: 'Grace', last_name: 'Holloway', email: 'grace@cascade.test' })
    .execute();
  return store.id;
}
