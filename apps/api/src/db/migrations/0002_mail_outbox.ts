import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Mail kept in the database when no SMTP server is configured, readable at /dev/outbox. */
export const mailOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('to_address', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('link', 'text')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
  },
};
