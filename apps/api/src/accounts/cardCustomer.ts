import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

export const CUSTOMER_ID_TAKEN = 'This card customer belongs to another account.';

/** Whether another buyer already holds this card provider customer id: one customer pays for one buyer only. */
export async function customerIdTaken(db: Kysely<DatabaseSchema>, customerId: string, userId: number | null) {
  const holder = await db
    .selectFrom('users')
    .select('id')
    .where('card_paymentid', '=', customerId)
    .$if(userId !== null, (query) => query.where('id', '!=', userId ?? 0))
    .executeTakeFirst();
  return holder !== undefined;
}
