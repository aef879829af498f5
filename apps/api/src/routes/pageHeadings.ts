import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

/** Pages whose heading is an auction's title: its lots (live, timed, the search variant) and its live room. */
const AUCTION_PAGES = [
  /^\/(?:auction|auction\/timed-auction|search\/product-buyer-auction)\/(\d+)\/?$/i,
  /^\/livelots\/(\d+)\/[^/]+\/?$/i,
];
/** Pages whose heading is a lot's title: the timed and the live lot views (`/{view}/{lotof}/{id}/{userId}`). */
const LOT_PAGES = /^\/(?:timedlotview|lotview)\/(\d+)\/(\d+)\/[^/]+\/?$/i;

/**
 * The heading the page at `pathname` will show, read from the database, for the server to put in the page before the
 * app has started (storefrontPages.ts); null for a page without one or an id the database does not know.
 */
export async function pageHeading(db: Kysely<DatabaseSchema>, pathname: string): Promise<string | null> {
  const lot = LOT_PAGES.exec(pathname);
  if (lot) {
    const row = await db
      .selectFrom('lots')
      .select('title')
      .where('id', '=', Number(lot[2]))
      .where('lotof', '=', Number(lot[1]))
      .executeTakeFirst();
    return row?.title ?? null;
  }
  const auctionId = AUCTION_PAGES.map((pattern) => pattern.exec(pathname)?.[1]).find(Boolean);
  if (!auctionId) return null;
  const row = await db.selectFrom('auctions').select('title').where('id', '=', Number(auctionId)).executeTakeFirst();
  return row?.title ?? null;
}
