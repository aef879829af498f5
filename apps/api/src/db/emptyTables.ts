import { sql } from 'kysely';
import type { Database } from './openDatabase';

/** SQLSTATE of a deadlock: PostgreSQL ended the statement so that another transaction could go on. */
const DEADLOCK_DETECTED = '40P01';
const MOST_TRIES = 5;

/**
 * Empties every table and restarts the ids, keeping the migrations. Truncating takes the tables' locks one after the
 * other, and a statement still running (a closing round, a notice written after its answer) may hold one the truncate
 * wants while it waits for one the truncate holds: PostgreSQL then ends one of the two, and if that is the truncate it
 * is tried again.
 */
export async function emptyTables(database: Database) {
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = current_schema() and tablename not like 'kysely_%'
  `.execute(database.db);
  if (rows.length === 0) return;
  const truncate = sql`truncate table ${sql.join(rows.map((row) => sql.table(row.tablename)))} restart identity cascade`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await truncate.execute(database.db);
      return;
    } catch (error) {
      if (attempt === MOST_TRIES || (error as { code?: unknown }).code !== DEADLOCK_DETECTED) throw error;
    }
  }
}
