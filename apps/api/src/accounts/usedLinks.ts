import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { LinkClaims } from './tokens';

/**
 * Spends a signed link: true the first time, false once it was used. One insert, so two clicks at once spend it once.
 * Links past their expiry are forgotten (their signature no longer opens anything).
 */
export async function spendLink(db: Kysely<DatabaseSchema>, claims: LinkClaims, now: Date): Promise<boolean> {
  await db.deleteFrom('used_links').where('expires_at', '<', now).execute();
  const spent = await db
    .insertInto('used_links')
    .values({ link_id: claims.linkId, expires_at: claims.expiresAt })
    .onConflict((conflict) => conflict.column('link_id').doNothing())
    .returning('link_id')
    .executeTakeFirst();
  return spent !== undefined;
}
