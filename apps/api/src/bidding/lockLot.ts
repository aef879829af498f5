import type { Kysely, Transaction } from 'kysely';
import type { Pipeline } from '../db/pipeline';
import type { DatabaseSchema } from '../db/schema';

/** The lot's row with what the engine needs of its auction, locking only the lot's row (FOR UPDATE OF lots). */
export const lockedLotQuery = (db: Kysely<DatabaseSchema>, lotId: number) =>
  db
    .selectFrom('lots')
    .innerJoin('auctions', 'auctions.id', 'lots.lotof')
    .selectAll('lots')
    .select(['auctions.con_check', 'auctions.title as auction_title', 'auctions.current_projectid'])
    .where('lots.id', '=', lotId)
    .forUpdate('lots');

/**
 * A lot row locked for the rest of the transaction (SELECT … FOR UPDATE), so bids, retractions and the hammer on one
 * lot are decided one after the other; with the lot, what the engine needs of its auction. Undefined when no lot.
 */
export function lockLot(trx: Transaction<DatabaseSchema>, lotId: number) {
  return lockedLotQuery(trx, lotId).executeTakeFirst();
}

export type LockedLot = NonNullable<Awaited<ReturnType<typeof lockLot>>>;

/** The highest maximum of the lot's leader among their bids (for lots written before the lot kept it). */
export const leaderHighestBidQuery = (db: Kysely<DatabaseSchema>, lotId: number, leaderId: number) =>
  db
    .selectFrom('bids')
    .select((eb) => eb.fn.max('max_amount').as('maximum'))
    .where('lot_id', '=', lotId)
    .where('user_id', '=', leaderId);

const amountOrNull = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

/**
 * The leader's maximum: kept on the lot, or for lots written before bidding kept it, their highest bid (read on the
 * pipeline when the caller's transaction runs on one).
 */
export async function leaderMaximumOf(
  db: Kysely<DatabaseSchema>,
  lot: LockedLot,
  pipeline?: Pipeline,
): Promise<number | null> {
  if (lot.highbid_user_id === null) return null;
  if (lot.leader_maximum !== null) return Number(lot.leader_maximum);
  const query = leaderHighestBidQuery(db, lot.id, lot.highbid_user_id);
  const [row] = pipeline ? await pipeline.rows(query.compile()) : await query.execute();
  return amountOrNull(row?.maximum);
}
