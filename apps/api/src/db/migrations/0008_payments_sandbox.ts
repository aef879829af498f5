import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The payments sandbox: the card provider's customers, cards (brand, last four digits and expiry only: never the
 * number or the CVC) and charges; the bank (ACH) plugin's customers, accounts with their micro-deposits, and
 * transfers; and the buyer's default card.
 */
export const paymentsSandbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('default_card_id', 'text').execute();

    await db.schema
      .createTable('provider_customers')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('account_id', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('provider_cards')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('customer_id', 'text', (column) =>
        column.notNull().references('provider_customers.id').onDelete('cascade'),
      )
      .addColumn('brand', 'text', (column) => column.notNull())
      .addColumn('last4', 'text', (column) => column.notNull())
      .addColumn('exp_month', 'integer', (column) => column.notNull())
      .addColumn('exp_year', 'integer', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('behaviour', 'text', (column) =>
        column
          .notNull()
          .defaultTo('succeeds')
          .check(sql`behaviour in ('succeeds', 'insufficient_funds')`),
      )
      .addColumn('deleted', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('provider_charges')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('customer_id', 'text', (column) => column.notNull())
      .addColumn('card_id', 'text', (column) => column.notNull())
      .addColumn('amount', 'integer', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('succeeded', 'failed')`))
      .addColumn('failure_message', 'text')
      .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('bank_customers')
      .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('customer_id', 'text', (column) => column.notNull().unique())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('holdername', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('bank_accounts')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('bank_name', 'text', (column) => column.notNull())
      .addColumn('account_holder_name', 'text', (column) => column.notNull())
      .addColumn('holder_type', 'text', (column) => column.notNull().defaultTo('individual'))
      .addColumn('last4', 'text', (column) => column.notNull())
      .addColumn('fingerprint', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) =>
        column
          .notNull()
          .defaultTo('new')
          .check(sql`status in ('new', 'verified')`),
      )
      .addColumn('deposit1', 'integer', (column) => column.notNull())
      .addColumn('deposit2', 'integer', (column) => column.notNull())
      .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('bank_accounts_once', ['user_id', 'fingerprint'])
      .execute();

    await db.schema
      .createTable('bank_transfers')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('bank_id', 'text', (column) => column.notNull())
      .addColumn('amount', 'integer', (column) => column.notNull())
      .addColumn('used_for_invoice', 'integer')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
  },
};
