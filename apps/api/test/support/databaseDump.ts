import { sql } from 'kysely';
import type { Database } from '../../src/db/openDatabase';

/** Every row of every table as one JSON text, to search for what must never be stored. */
export async function databaseDump(database: Database): Promise<string> {
  const { rows: tables } = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = current_schema()
  `.execute(database.db);
  const dump: Record<string, unknown[]> = {};
  for (const { tablename } of tables) {
    dump[tablename] = (await sql`select * from ${sql.table(tablename)}`.execute(database.db)).rows;
  }
  return JSON.stringify(dump);
}
