import type { Kysely } from 'kysely';
import type { StoreSettings } from '../config';
import type { DatabaseSchema } from '../db/schema';

export type StoreIdentity = StoreSettings['store'];

/**
 * Makes the store's row (what `/api/stores` answers) name the store its settings name: the settings are the one
 * source of who the store is. A database without a store (a first start outside the demo) gets its row here.
 */
export async function syncStoreIdentity(db: Kysely<DatabaseSchema>, identity: StoreIdentity) {
  const { name, site_id } = identity;
  const first = await db.selectFrom('stores').select('id').orderBy('id').limit(1).executeTakeFirst();
  if (first) await db.updateTable('stores').set({ name, site_id }).where('id', '=', first.id).execute();
  else await db.insertInto('stores').values({ name, site_id }).execute();
}
