import { PGlite } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';

export type Database = PGlite;

/** Opens the embedded PostgreSQL; without a folder the data lives in memory (tests). */
export async function openDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return PGlite.create(dataDir ? { dataDir } : {});
}
