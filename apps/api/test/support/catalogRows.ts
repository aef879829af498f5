import type { Database } from '../../src/db/openDatabase';
import type { MarketStatus } from '../../src/db/schema';

const hour = 3600_000;

/**
 * Rows the catalog and bidding will write once they exist (issue #6 item 5, issue #7): an auction with lots,
 * bids and favourites, inserted directly so the dashboard can be read.
 */
export async function insertAuction(database: Database, { live = false } = {}) {
  return database.db
    .insertInto('auctions')
    .values({
      title: live ? 'Spring Live Bullion Sale' : 'Timed Coin Auction',
      con_check: live ? 1 : 0,
      date_added: new Date(Date.now() - 24 * hour),
      date_closed: new Date(Date.now() + 24 * hour),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function insertLot(
  database: Database,
  auctionId: number,
  lot: {
    sku: string;
    title: string;
    market_status?: MarketStatus;
    wprice: number;
    highbid_user_id?: number | null;
    closesInHours?: number;
    buynow_check?: number;
    common_invoice?: number;
    shippingcost?: number;
  },
) {
  return database.db
    .insertInto('lots')
    .values({
      lotof: auctionId,
      sku: lot.sku,
      title: lot.title,
      description: `${lot.title}, in a capsule.`,
      market_status: lot.market_status ?? 'open',
      date_added: new Date(Date.now() - 24 * hour),
      date_closed: new Date(Date.now() + (lot.closesInHours ?? 2) * hour),
      wprice: lot.wprice,
      rprice: lot.wprice * 0.8,
      highbid_user_id: lot.highbid_user_id ?? null,
      buynow_check: lot.buynow_check ?? 0,
      common_invoice: lot.common_invoice ?? null,
      shippingcost: lot.shippingcost ?? null,
      avatar: `${lot.sku}.jpg`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function insertBid(database: Database, lotId: number, userId: number, proposed: number, maximum: number) {
  await database.db
    .insertInto('bids')
    .values({ lot_id: lotId, user_id: userId, proposed_amount: proposed, max_amount: maximum })
    .execute();
}

export async function insertFavourite(database: Database, lotId: number, userId: number) {
  await database.db.insertInto('watchlists').values({ lot_id: lotId, user_id: userId }).execute();
}

export async function insertPayment(database: Database, userId: number, commonInvoice: number, amount: number) {
  await database.db
    .insertInto('payments')
    .values({
      user_id: userId,
      common_invoice: commonInvoice,
      amount,
      pay_type: 'card',
      title: `Invoice ${commonInvoice}`,
    })
    .execute();
}
