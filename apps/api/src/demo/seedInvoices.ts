import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { DemoPeople } from './seedPeople';

export interface WonLot {
  lotId: number;
  auctionId: number;
  winner: number;
}

/** The first invoice number of the demo. */
const FIRST_INVOICE = 5001;

/**
 * One invoice (common_invoice) per winner per auction. The third demo buyer has paid theirs; the second buyer's
 * invoices wait for the seller to price shipping (shippingcost empty), so checkout shows that state.
 */
export async function invoiceWonLots(db: Kysely<DatabaseSchema>, wonLots: readonly WonLot[], people: DemoPeople) {
  const groups = new Map<string, WonLot[]>();
  for (const lot of wonLots) {
    const key = `${lot.auctionId}:${lot.winner}`;
    groups.set(key, [...(groups.get(key) ?? []), lot]);
  }
  let invoice = FIRST_INVOICE;
  for (const lots of groups.values()) {
    const winner = lots[0]?.winner;
    const paid = winner === people.buyers[2];
    const unpriced = winner === people.buyers[1];
    await db
      .updateTable('lots')
      .set({ common_invoice: invoice, paid: paid ? 1 : 0, ...(unpriced ? { shippingcost: null } : {}) })
      .where(
        'id',
        'in',
        lots.map((lot) => lot.lotId),
      )
      .execute();
    if (paid && winner !== undefined) {
      const rows = await db.selectFrom('lots').select(['wprice']).where('common_invoice', '=', invoice).execute();
      const amount = rows.reduce((sum, row) => sum + Number(row.wprice), 0);
      await db
        .insertInto('payments')
        .values({ user_id: winner, common_invoice: invoice, amount, pay_type: 'card', title: `Invoice ${invoice}` })
        .execute();
    }
    invoice += 1;
  }
}
