import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The store (banners, terms, fee configuration), its reviews and admins, and what visitors send it. */
export const content: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('stores')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('site_id', 'text', (column) => column.notNull())
      .addColumn('terms_condition', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('ach_transaction_fee', 'numeric(5, 2)', (column) => column.notNull().defaultTo(0))
      .addColumn('transaction_fee_changes', 'smallint', (column) => column.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('store_banners')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('store_id', 'integer', (column) => column.notNull().references('stores.id').onDelete('cascade'))
      .addColumn('image_name', 'text', (column) => column.notNull())
      .addColumn('position', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('reviews')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('stars', 'smallint', (column) => column.notNull().check(sql`stars between 1 and 5`))
      .addColumn('short_msg', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('message', 'text', (column) => column.notNull())
      .addColumn('user_name', 'text', (column) => column.notNull())
      .addColumn('location', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('date', 'text', (column) => column.notNull().check(sql`date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
      .addColumn('img_url', 'text')
      .execute();

    await db.schema
      .createTable('sub_admins')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('first_name', 'text', (column) => column.notNull())
      .addColumn('last_name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('from_email', 'text', (column) => column.notNull())
      .addColumn('phone_number', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('messages', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('consignment_inquiries')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('message', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
  },
};
