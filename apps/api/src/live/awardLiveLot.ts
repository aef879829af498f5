import { closeLot, dollarsFromCents } from '@storefront/domain';
import type { Kysely } from 'kysely';
import { leaderMaximumOf, lockLot, type LockedLot } from '../bidding/lockLot';
import { lotStateOf } from '../bidding/lotState';
import { invoiceWonLot } from '../closing/invoiceWonLot';
import type { DatabaseSchema } from '../db/schema';

export interface AwardedLot {
  lot: LockedLot;
  winnerId: number | null;
  /** Dollars; the price the lot closed at. */
  price: number;
  /** The next open lot of the auction, now on the block; null when none is left. */
  nextLotId: number | null;
}

/**
 * The hammer on the lot on the block, decided by the engine in the lot's row lock: sold to the leader when the reserve
 * is met (onto their invoice), otherwise passed; the next open lot goes on the block. Null when the lot is no longer
 * open (awarded already).
 */
export function awardLiveLot(db: Kysely<DatabaseSchema>, lotId: number, now: Date): Promise<AwardedLot | null> {
  return db.transaction().execute(async (trx) => {
    const lot = await lockLot(trx, lotId);
    if (!lot || lot.market_status !== 'open') return null;
    const decision = closeLot(lotStateOf(lot, await leaderMaximumOf(trx, lot), []), now.getTime());
    const closed = decision.ok ? decision.events.find((event) => event.type === 'lotClosed') : undefined;
    if (!closed) return null;
    const winnerId = closed.winnerId === null ? null : Number(closed.winnerId);
    await trx
      .updateTable('lots')
      .set({ market_status: closed.market_status, highbid_user_id: winnerId, date_closed: now, closed_at: now })
      .where('id', '=', lot.id)
      .execute();
    if (winnerId !== null) await invoiceWonLot(trx, lot, winnerId);
    const next = await trx
      .selectFrom('lots')
      .select('id')
      .where('lotof', '=', lot.lotof)
      .where('market_status', '=', 'open')
      .where('id', '!=', lot.id)
      .orderBy('id')
      .executeTakeFirst();
    await trx
      .updateTable('auctions')
      .set({
        current_projectid: next?.id ?? null,
        lot_opened_at: next ? now : null,
        warned_at: null,
        ...(next ? {} : { market_status: 'closed' as const }),
      })
      .where('id', '=', lot.lotof)
      .execute();
    return { lot, winnerId, price: dollarsFromCents(closed.lot.price), nextLotId: next?.id ?? null };
  });
}
