import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { checkoutOf } from '../checkout/checkoutLines';
import { recordPaidInvoices } from '../checkout/payInvoices';
import type { DemoPeople } from './seedPeople';

export interface WonLot {
  lotId: number;
  auctionId: number;
  winner: number;
}

/** The first invoice number of the demo. */
const FIRST_INVOICE = 5001;

/**
 * One invoice (common_invoice) per winner per auction. The third demo buyer has paid theirs (by the demo card);
 * the second buyer's invoices wait for the seller to price shipping (shippingcost empty), so checkout shows that state.
 */
export async function invoiceWonLots(
  db: Kysely<DatabaseSchema>,
  wonLots: readonly WonLot[],
  people: DemoPeople,
  addresses: ReadonlyMap<number, number>,
) {
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
      .set({ common_invoice: invoice, ...(unpriced ? { shippingcost: null } : {}) })
      .where(
        'id',
        'in',
        lots.map((lot) => lot.lotId),
      )
      .execute();
    const addressId = winner === undefined ? undefined : addresses.get(winner);
    if (paid && winner !== undefined && addressId !== undefined) {
      const checkout = await checkoutOf(db, { userId: winner, invoiceIds: [invoice], method: 'card', salesTax: false });
      await recordPaidInvoices(
        db,
        {
          userId: winner,
          method: 'card',
          shippingAddressId: addressId,
          reference: { charge_id: `ch_demo_${invoice}` },
        },
        [invoice],
        checkout,
      );
    }
    invoice += 1;
  }
}
