import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

/**
 * A lot row locked for the rest of the transaction (SELECT … FOR UPDATE), so bids, retractions and the hammer on one
 * lot are decided one after the other; with the lot, what the engine needs of its auction. Undefined when no lot.
 */
export async function lockLot(trx: Transaction<DatabaseSchema>, lotId: number) {
  const lot = await trx.selectFrom('lots').selectAll().where('id', '=', lotId).forUpdate().executeTakeFirst();
  if (!lot) return undefined;
  const auction = await trx
    .selectFrom('auctions')
    .select(['con_check', 'title'])
    .where('id', '=', lot.lotof)
    .executeTakeFirstOrThrow();
  return { ...lot, con_check: auction.con_check, auction_title: auction.title };
}

export type LockedLot = NonNullable<Awaited<ReturnType<typeof lockLot>>>;

/** The leader's maximum: kept on the lot, or for lots written before bidding kept it, their highest bid. */
export async function leaderMaximumOf(db: Kysely<DatabaseSchema>, lot: LockedLot): Promise<number | null> {
  if (lot.highbid_user_id === null) return null;
  if (lot.leader_maximum !== null) return Number(lot.leader_maximum);
  const row = await db
    .selectFrom('bids')
    .select((eb) => eb.fn.max('max_amount').as('maximum'))
    .where('lot_id', '=', lot.id)
    .where('user_id', '=', lot.highbid_user_id)
    .executeTakeFirst();
  return row?.maximum === null || row?.maximum === undefined ? null : Number(row.maximum);
}
