import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What the proxy engine keeps beside a lot's public price: its opening bid, the leader's maximum (server-only), how
 * often soft close extended it and when the scheduler closed it; and whether each bid is a maximum or a hard bid.
 */
export const bidding: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('lots')
      .addColumn('opening_bid', 'numeric(12, 2)')
      .addColumn('leader_maximum', 'numeric(12, 2)')
      .addColumn('extension_count', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('closed_at', 'timestamptz')
      .execute();
    await db.schema
      .alterTable('bids')
      .addColumn('kind', 'text', (column) =>
        column
          .notNull()
          .defaultTo('maximum')
          .check(sql`kind in ('maximum', 'hard')`),
      )
      .execute();
    await sql`update lots set opening_bid = wprice where bid_count = 0`.execute(db);
    await sql`
      update lots set leader_maximum = (
        select max(bids.max_amount) from bids where bids.lot_id = lots.id and bids.user_id = lots.highbid_user_id
      ) where highbid_user_id is not null
    `.execute(db);
  },
};
