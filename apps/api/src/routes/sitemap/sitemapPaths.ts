import { auctionPagePath, lotPagePath } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

/** The store's own pages worth finding: home, past auctions, about, reviews, contact, consignment, terms. */
export const CONTENT_PAGES = [
  '/',
  '/past_auctions',
  '/aboutus',
  '/allreviews',
  '/contactus',
  '/inquires',
  '/TermsandConditions',
];

export interface SitemapPaths {
  paths: string[];
  /** When the list changes by the clock alone: the next open lot's close. */
  until: Date | null;
}

/**
 * Every page a search engine should know, as paths: the content pages, every auction (running, upcoming and past:
 * a past auction's page lists its lots with their results) and every lot still open for bids. Closed lots are not
 * listed but stay reachable, with their results, from their auction's page.
 */
export async function sitemapPaths(db: Kysely<DatabaseSchema>, now: Date): Promise<SitemapPaths> {
  const auctions = await db
    .selectFrom('auctions')
    .select(['id', 'con_check'])
    .orderBy('date_added', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const lots = await db
    .selectFrom('lots')
    .innerJoin('auctions', 'auctions.id', 'lots.lotof')
    .select(['lots.id', 'lots.lotof', 'lots.date_closed', 'auctions.con_check'])
    .where('lots.market_status', '=', 'open')
    .where('lots.date_closed', '>', now)
    .orderBy('lots.lotof')
    .orderBy('lots.date_closed')
    .orderBy('lots.id')
    .execute();
  const closes = lots.map((lot) => new Date(lot.date_closed).getTime());
  return {
    paths: [...CONTENT_PAGES, ...auctions.map(auctionPagePath), ...lots.map((lot) => lotPagePath(lot))],
    until: closes.length > 0 ? new Date(Math.min(...closes)) : null,
  };
}
