import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Categories with their sub-categories, and daily metal prices. */
export const reference: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('categories')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('parent_id', 'integer', (column) => column.references('categories.id').onDelete('cascade'))
      .execute();

    await db.schema
      .createTable('metal_prices')
      .addColumn('date', 'text', (column) => column.primaryKey().check(sql`date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
      .addColumn('gold', 'numeric(12, 2)')
      .addColumn('silver', 'numeric(12, 2)')
      .addColumn('platinum', 'numeric(12, 2)')
      .addColumn('palladium', 'numeric(12, 2)')
      .execute();
  },
};
