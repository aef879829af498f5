import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

export const ONLY_TO_THE_STORE = 'You can write only to the store’s staff.';
export const NO_SUCH_LOT = 'This lot does not exist.';

/** Whether the recipient is one of the store's sub-admins: buyers write to the store, never to another buyer. */
async function isStoreStaff(db: Kysely<DatabaseSchema>, recipientId: number) {
  return (
    (await db.selectFrom('sub_admins').select('id').where('id', '=', recipientId).executeTakeFirst()) !== undefined
  );
}

/**
 * Why a buyer's chat message may not go out, or null: private chat goes only to the store's sub-admins; product chat
 * only about a lot that exists, to its store's staff.
 */
export async function chatRecipientProblem(
  db: Kysely<DatabaseSchema>,
  message: { to_id: number; pro_id?: number | null | undefined },
): Promise<string | null> {
  if (message.pro_id !== undefined && message.pro_id !== null) {
    const lot = await db.selectFrom('lots').select('id').where('id', '=', message.pro_id).executeTakeFirst();
    if (!lot) return NO_SUCH_LOT;
  }
  return (await isStoreStaff(db, message.to_id)) ? null : ONLY_TO_THE_STORE;
}
