import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The card sandbox's short-lived customer keys (ephemeral keys): the store's server obtains one for the signed-in
 * buyer's customer, and every call about that customer's cards must carry it. Only a hash of each key is kept.
 */
export const providerKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('provider_keys')
      .addColumn('key_hash', 'text', (column) => column.primaryKey())
      .addColumn('customer_id', 'text', (column) =>
        column.notNull().references('provider_customers.id').onDelete('cascade'),
      )
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('provider_keys_by_expiry').on('provider_keys').column('expires_at').execute();
  },
};
