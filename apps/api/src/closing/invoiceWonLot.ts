import { sql, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

/** Invoice numbers of the reference server start here (the demo's own start at 5001). */
const FIRST_INVOICE = 9001;
/** Serialises numbering across processes sharing one PostgreSQL. */
const INVOICE_NUMBER_LOCK = 7_000_001;

/**
 * Puts a won lot on its winner's open invoice for the auction (`common_invoice`, what checkout groups by), or on a new
 * one when they have none unpaid there. Returns the invoice number.
 */
export async function invoiceWonLot(
  trx: Transaction<DatabaseSchema>,
  lot: { id: number; lotof: number },
  winnerId: number,
): Promise<number> {
  await sql`select pg_advisory_xact_lock(${INVOICE_NUMBER_LOCK})`.execute(trx);
  const open = await trx
    .selectFrom('lots')
    .select('common_invoice')
    .where('lotof', '=', lot.lotof)
    .where('highbid_user_id', '=', winnerId)
    .where('market_status', '=', 'sold')
    .where('paid', '=', 0)
    .where('common_invoice', 'is not', null)
    .executeTakeFirst();
  let invoice = open?.common_invoice ?? null;
  if (invoice === null) {
    const last = await trx
      .selectFrom('lots')
      .select((eb) => eb.fn.max('common_invoice').as('last'))
      .executeTakeFirst();
    invoice = Math.max(FIRST_INVOICE, Number(last?.last ?? 0) + 1);
  }
  await trx.updateTable('lots').set({ common_invoice: invoice }).where('id', '=', lot.id).execute();
  return invoice;
}
