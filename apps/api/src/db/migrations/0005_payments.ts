import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Payments a buyer made, one per paid invoice; checkout (issue #6, item 7) writes them. */
export const payments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payments')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('common_invoice', 'integer', (column) => column.notNull())
      .addColumn('amount', 'numeric(12, 2)', (column) => column.notNull())
      .addColumn('pay_type', 'text', (column) => column.notNull().check(sql`pay_type in ('card', 'bank')`))
      .addColumn('title', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('date_added', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('payments_by_user').on('payments').column('user_id').execute();
  },
};
