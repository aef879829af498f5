import { dollarsFromCents, LOT_NOT_FOUND, retractBid, type IncrementTable, type PublicLot } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { leaderMaximumOf, lockLot, type LockedLot } from './lockLot';
import { lotStateOf } from './lotState';

export type RetractionOutcome =
  { ok: false; message: string } | { ok: true; lot: LockedLot; public: PublicLot; increments: IncrementTable };

/**
 * Retracts the buyer's latest bid on a lot, as the engine allows it (the leader, before the start), and recomputes the
 * lot from the bids that remain, in the lot's row lock.
 */
export function retractLotBid(
  db: Kysely<DatabaseSchema>,
  lotId: number,
  bidderId: number,
  now: Date,
): Promise<RetractionOutcome> {
  return db.transaction().execute(async (trx) => {
    const lot = await lockLot(trx, lotId);
    if (!lot) return { ok: false, message: LOT_NOT_FOUND };
    const bids = await trx
      .selectFrom('bids')
      .select(['id', 'user_id', 'kind', 'proposed_amount', 'max_amount', 'created_at'])
      .where('lot_id', '=', lot.id)
      .orderBy('id')
      .execute();
    const state = lotStateOf(lot, await leaderMaximumOf(trx, lot), bids);
    const decision = retractBid(state, { bidderId: String(bidderId) }, now.getTime());
    if (!decision.ok) return { ok: false, message: decision.rejection.message };
    const kept = new Set(decision.state.bids.map((bid) => bid.sequence));
    const removed = bids.filter((bid) => !kept.has(bid.id)).map((bid) => bid.id);
    if (removed.length > 0) await trx.deleteFrom('bids').where('id', 'in', removed).execute();
    for (const bid of decision.state.bids) {
      await trx
        .updateTable('bids')
        .set({ proposed_amount: dollarsFromCents(bid.shownAmount) })
        .where('id', '=', bid.sequence)
        .execute();
    }
    const next = decision.state;
    await trx
      .updateTable('lots')
      .set({
        wprice: dollarsFromCents(next.price),
        highbid_user_id: next.leaderId === null ? null : Number(next.leaderId),
        leader_maximum: next.leaderMaximum === null ? null : dollarsFromCents(next.leaderMaximum),
        bid_count: next.bidCount,
      })
      .where('id', '=', lot.id)
      .execute();
    const update = decision.events.find((event) => event.type === 'lotUpdated');
    if (!update) throw new Error('The engine accepted a retraction without saying so');
    return { ok: true, lot, public: update.lot, increments: next.rules.increments };
  });
}
