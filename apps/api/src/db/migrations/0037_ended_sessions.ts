import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Sessions ended by sign-out before their token expires: a login token names its session (sid), and a named session
 * here is refused by REST and sockets alike. A row is needed only until the token would have expired anyway.
 */
export const endedSessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ended_sessions')
      .addColumn('session_id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('ended_sessions_by_expiry').on('ended_sessions').column('expires_at').execute();
  },
};
