import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The catalog beyond what the dashboard read: the auction's premium and notes, the lot's estimates, category,
 * condition, videos, shipping and images, and the live-auction registrations that carry paddle numbers.
 */
export const catalog: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('auctions')
      .addColumn('buyer_premium', 'numeric(5, 2)', (column) => column.notNull().defaultTo(0))
      .addColumn('store_comment_one', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('store_comment_two', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('store_comment_three', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('current_projectid', 'integer')
      .execute();

    await db.schema
      .alterTable('lots')
      .addColumn('lowest', 'numeric(12, 2)')
      .addColumn('highest', 'numeric(12, 2)')
      .addColumn('category_id', 'integer', (column) => column.references('categories.id').onDelete('set null'))
      .addColumn('subcategory_id', 'integer', (column) => column.references('categories.id').onDelete('set null'))
      .addColumn('condition', 'smallint', (column) =>
        column
          .notNull()
          .defaultTo(1)
          .check(sql`condition in (1, 2, 3)`),
      )
      .addColumn('videos', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('shippingcost', 'numeric(12, 2)')
      .execute();
    await db.schema.createIndex('lots_by_closing').on('lots').columns(['market_status', 'date_closed']).execute();
    await db.schema.createIndex('bids_by_lot').on('bids').columns(['lot_id', 'id']).execute();

    await db.schema
      .createTable('lot_images')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('lot_id', 'integer', (column) => column.notNull().references('lots.id').onDelete('cascade'))
      .addColumn('file_name', 'text', (column) => column.notNull())
      .addColumn('position', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('lot_images_by_lot').on('lot_images').columns(['lot_id', 'position']).execute();

    await db.schema
      .createTable('auction_registrations')
      .addColumn('auction_id', 'integer', (column) => column.notNull().references('auctions.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('is_register_active', 'smallint', (column) =>
        column
          .notNull()
          .defaultTo(1)
          .check(sql`is_register_active in (0, 1)`),
      )
      .addColumn('paddle_no', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('auction_registrations_pk', ['auction_id', 'user_id'])
      .addUniqueConstraint('auction_registrations_paddle', ['auction_id', 'paddle_no'])
      .execute();
  },
};
