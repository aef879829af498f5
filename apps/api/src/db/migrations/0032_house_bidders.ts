import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The house's own bidders, flagged: the demo's simulated live bidders bid only as these, never as a buyer. */
export const houseBidders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('house_bidder', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },
};
