import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { CATALOG_CHANNEL, CATALOG_TABLES } from '../catalogChanges';

/**
 * Every committed change to a catalog table notifies the other server processes on the same PostgreSQL, whoever made
 * it (a bid, a close, a seller's or an administrator's edit), so they drop their cached catalog answers. The payload
 * names the writer's connection (application_name), so a process skips its own. A statement that changes no row tells
 * nobody; the database sends one notification per transaction (it folds equal ones) at the commit, none for a rollback.
 */
export const catalogChanges: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create function notify_catalog_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify(${sql.lit(CATALOG_CHANNEL)}, coalesce(current_setting('application_name', true), ''));
        return null;
      end
      $$
    `.execute(db);
    for (const table of CATALOG_TABLES) {
      await sql`
        create trigger ${sql.id(`${table}_catalog_changed`)}
        after insert or update or delete on ${sql.table(table)}
        for each row execute function notify_catalog_changed()
      `.execute(db);
      await sql`
        create trigger ${sql.id(`${table}_catalog_truncated`)}
        after truncate on ${sql.table(table)}
        for each statement execute function notify_catalog_changed()
      `.execute(db);
    }
  },
};
