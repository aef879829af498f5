import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The least of the catalog that the buyer's dashboard reads: auctions, their lots, bids and favourites.
 * The catalog (issue #6, item 5) and bidding (issue #7) add their columns in later migrations.
 */
export const auctionsAndLots: Migration = {
  async up(db: Kysely<unknown>) {
    const marketStatus = sql`market_status in ('open', 'sold', 'unsold', 'closed')`;
    await db.schema
      .createTable('auctions')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('con_check', 'smallint', (column) => column.notNull().check(sql`con_check in (0, 1)`))
      .addColumn('market_status', 'text', (column) => column.notNull().defaultTo('open').check(marketStatus))
      .addColumn('date_added', 'timestamptz', (column) => column.notNull())
      .addColumn('date_closed', 'timestamptz', (column) => column.notNull())
      .addColumn('file_name', 'text')
      .execute();

    await db.schema
      .createTable('lots')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('lotof', 'integer', (column) => column.notNull().references('auctions.id').onDelete('cascade'))
      .addColumn('sku', 'text', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('market_status', 'text', (column) => column.notNull().defaultTo('open').check(marketStatus))
      .addColumn('date_added', 'timestamptz', (column) => column.notNull())
      .addColumn('date_closed', 'timestamptz', (column) => column.notNull())
      .addColumn('wprice', 'numeric(12, 2)', (column) => column.notNull())
      .addColumn('rprice', 'numeric(12, 2)')
      .addColumn('qty', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('buynow_check', 'smallint', (column) => column.notNull().defaultTo(0))
      .addColumn('buynowamount', 'numeric(12, 2)')
      .addColumn('avatar', 'text')
      .addColumn('highbid_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('bid_count', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('common_invoice', 'integer')
      .addColumn('paid', 'smallint', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('lots_by_auction').on('lots').column('lotof').execute();

    await db.schema
      .createTable('bids')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('lot_id', 'integer', (column) => column.notNull().references('lots.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('proposed_amount', 'numeric(12, 2)', (column) => column.notNull())
      .addColumn('max_amount', 'numeric(12, 2)', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('bids_by_user').on('bids').columns(['user_id', 'lot_id']).execute();

    await db.schema
      .createTable('watchlists')
      .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('lot_id', 'integer', (column) => column.notNull().references('lots.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('watchlists_pk', ['user_id', 'lot_id'])
      .execute();
  },
};
