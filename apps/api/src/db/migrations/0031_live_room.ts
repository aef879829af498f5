import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The auctioneer's pace (when the lot on the block opened, when fair warning was given), the live feed of each live
 * auction, and the chat between buyers, the admin and sellers.
 */
export const liveRoom: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('auctions')
      .addColumn('lot_opened_at', 'timestamptz')
      .addColumn('warned_at', 'timestamptz')
      .execute();
    await db.schema
      .createTable('auction_messages')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('auction_id', 'integer', (column) => column.notNull().references('auctions.id').onDelete('cascade'))
      .addColumn('message', 'text', (column) => column.notNull())
      .addColumn('type', 'text', (column) =>
        column
          .notNull()
          .defaultTo('seller')
          .check(sql`type in ('seller', 'other')`),
      )
      .addColumn('date_sent', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('auction_messages_by_auction')
      .on('auction_messages')
      .columns(['auction_id', 'id'])
      .execute();

    await db.schema
      .createTable('chat_messages')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('from_id', 'integer', (column) => column.notNull())
      .addColumn('to_id', 'integer', (column) => column.notNull())
      .addColumn('pro_id', 'integer')
      .addColumn('message', 'text', (column) => column.notNull())
      .addColumn('type', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('to_email', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('date_sent', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('chat_messages_by_pair').on('chat_messages').columns(['from_id', 'to_id']).execute();
  },
};
