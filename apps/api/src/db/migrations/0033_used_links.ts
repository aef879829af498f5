import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The ids of the activation and autologin links already used: each link opens once. */
export const usedLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('used_links')
      .addColumn('link_id', 'text', (column) => column.primaryKey())
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .addColumn('used_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
  },
};
