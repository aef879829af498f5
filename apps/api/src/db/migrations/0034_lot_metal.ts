import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A lot's metal and its fine metal content in troy ounces, where they are known (bullion, most coins): with the live
 * spot prices they give the lot's melt value and its premium over spot. Both are null for lots of unknown content.
 */
export const lotMetal: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('lots')
      .addColumn('metal', 'text', (column) => column.check(sql`metal in ('gold', 'silver', 'platinum', 'palladium')`))
      .addColumn('metal_troy_oz', 'numeric(12, 4)', (column) => column.check(sql`metal_troy_oz > 0`))
      .execute();
  },
};
