import { closeLot, dollarsFromCents, type MarketStatus } from '@storefront/domain';
import type { Kysely } from 'kysely';
import { leaderMaximumOf, lockLot, type LockedLot } from '../bidding/lockLot';
import { lotStateOf } from '../bidding/lotState';
import type { DatabaseSchema } from '../db/schema';
import { invoiceWonLot } from './invoiceWonLot';

export interface ClosedLot {
  lot: LockedLot;
  market_status: MarketStatus;
  winnerId: number | null;
  /** Dollars; null when nobody won. */
  hammerPrice: number | null;
  closesAt: Date;
}

/**
 * The hammer for one timed lot, decided by the engine in the lot's row lock: sold to the leader when the reserve is
 * met (and put on their invoice), otherwise closed without a winner. Null when the lot is not due or already closed,
 * so a lot is closed exactly once however many schedulers try. `closingNow` (the seller closing it early) brings a
 * later closing time forward to `now` in the same lock, so no scheduler round comes between the two.
 */
export function closeTimedLot(
  db: Kysely<DatabaseSchema>,
  lotId: number,
  now: Date,
  { closingNow = false } = {},
): Promise<ClosedLot | null> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockLot(trx, lotId);
    if (!locked || locked.con_check === 1 || locked.market_status !== 'open') return null;
    const lot = closingNow && locked.date_closed > now ? { ...locked, date_closed: now } : locked;
    const decision = closeLot(lotStateOf(lot, await leaderMaximumOf(trx, lot), []), now.getTime());
    if (!decision.ok) return null;
    const closed = decision.events.find((event) => event.type === 'lotClosed');
    if (!closed) throw new Error('The engine closed a lot without saying so');
    const winnerId = closed.winnerId === null ? null : Number(closed.winnerId);
    await trx
      .updateTable('lots')
      .set({
        market_status: closed.market_status,
        highbid_user_id: winnerId,
        closed_at: now,
        date_closed: lot.date_closed,
      })
      .where('id', '=', lot.id)
      .execute();
    if (winnerId !== null) await invoiceWonLot(trx, lot, winnerId);
    return {
      lot,
      market_status: closed.market_status,
      winnerId,
      hammerPrice: closed.hammerPrice === null ? null : dollarsFromCents(closed.hammerPrice),
      closesAt: new Date(decision.state.closesAt),
    };
  });
}
