import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

/** The lots with what of their auction a lot view needs; filters and order are added by the caller. */
export function selectLots(db: Kysely<DatabaseSchema>) {
  return db
    .selectFrom('lots')
    .innerJoin('auctions', 'auctions.id', 'lots.lotof')
    .selectAll('lots')
    .select(['auctions.con_check', 'auctions.buyer_premium', 'auctions.title as auction_title']);
}

export type LotRow = Awaited<ReturnType<ReturnType<typeof selectLots>['execute']>>[number];
