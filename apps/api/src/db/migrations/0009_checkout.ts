import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Checkout: the buyer's shipping addresses; a payment per invoice (one at most: paying is idempotent) with what paid
 * it; and the lines of each paid invoice as they were charged, which the invoice view shows.
 */
export const checkout: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('shipping_addresses')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('address1', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('country', 'text', (column) => column.notNull())
      .addColumn('state', 'text', (column) => column.notNull())
      .addColumn('city', 'text', (column) => column.notNull())
      .addColumn('zipcode', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('shipping_addresses_by_user').on('shipping_addresses').column('user_id').execute();

    await db.schema
      .alterTable('payments')
      .addColumn('charge_id', 'text')
      .addColumn('transfer_id', 'text')
      .addColumn('shipping_addr_id', 'integer')
      .addColumn('discount', 'numeric(12, 2)', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('payments_once_per_invoice').on('payments').column('common_invoice').unique().execute();

    await db.schema
      .createTable('invoice_lines')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('payment_id', 'integer', (column) => column.notNull().references('payments.id').onDelete('cascade'))
      .addColumn('lot_id', 'integer', (column) => column.notNull().references('lots.id').onDelete('cascade'))
      .addColumn('common_invoice', 'integer', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('amount', 'numeric(12, 2)', (column) => column.notNull())
      .addColumn('premium', 'numeric(12, 2)', (column) => column.notNull())
      .addColumn('shipping', 'numeric(12, 2)', (column) => column.notNull())
      .addColumn('sales_tax', 'numeric(12, 2)', (column) => column.notNull())
      .addColumn('transaction_fee', 'numeric(12, 2)', (column) => column.notNull())
      .addColumn('discount', 'numeric(12, 2)', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('invoice_lines_by_invoice').on('invoice_lines').column('common_invoice').execute();
  },
};
