import { sql } from 'kysely';
import type { Database } from './openDatabase';

/** Empties every table and restarts the ids, keeping the migrations. */
export async function emptyTables(database: Database) {
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = current_schema() and tablename not like 'kysely_%'
  `.execute(database.db);
  if (rows.length === 0) return;
  await sql`truncate table ${sql.join(rows.map((row) => sql.table(row.tablename)))} restart identity cascade`.execute(
    database.db,
  );
}
