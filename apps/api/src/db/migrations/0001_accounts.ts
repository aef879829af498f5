import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Buyers, their reset links, their e-mail settings and the sign-in attempts the rate limit counts. */
export const accounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull().unique())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('first_name', 'text', (column) => column.notNull())
      .addColumn('last_name', 'text', (column) => column.notNull())
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('address1', 'text', (column) => column.notNull())
      .addColumn('address2', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('city', 'text', (column) => column.notNull())
      .addColumn('state', 'text', (column) => column.notNull())
      .addColumn('country', 'text', (column) => column.notNull())
      .addColumn('zip', 'text', (column) => column.notNull())
      .addColumn('card_paymentid', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('role', 'text', (column) =>
        column
          .notNull()
          .defaultTo('buyer')
          .check(sql`role in ('buyer')`),
      )
      .addColumn('status', 'text', (column) =>
        column
          .notNull()
          .defaultTo('inactive')
          .check(sql`status in ('inactive', 'active')`),
      )
      .addColumn('avatar', 'text')
      .addColumn('token_version', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('activated_at', 'timestamptz')
      .execute();

    await db.schema
      .createTable('password_resets')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('notification_settings')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('user_id', 'integer', (column) => column.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('email_settings', 'text', (column) => column.notNull().defaultTo('1,2,3,4'))
      .execute();

    await db.schema
      .createTable('sign_in_attempts')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('succeeded', 'boolean', (column) => column.notNull())
      .addColumn('attempted_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('sign_in_attempts_by_email')
      .on('sign_in_attempts')
      .columns(['email', 'attempted_at'])
      .execute();
    await db.schema
      .createIndex('sign_in_attempts_by_address')
      .on('sign_in_attempts')
      .columns(['address', 'attempted_at'])
      .execute();
  },
};
