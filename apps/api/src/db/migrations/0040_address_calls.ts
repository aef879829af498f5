import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Calls that anyone may make without signing in (an e-mail check, the contact and consignment forms), counted per
 * client address so one address cannot flood the store; rows older than a day are dropped.
 */
export const addressCalls: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('address_calls')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('called_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('address_calls_by_address')
      .on('address_calls')
      .columns(['kind', 'address', 'called_at'])
      .execute();
  },
};
