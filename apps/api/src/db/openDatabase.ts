import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import pg from 'pg';
import { catalogChangeHub, watchCatalogWrites, type CatalogChanges } from './catalogChanges';
import { listenForCatalogChanges } from './catalogNotifications';
import { migrate } from './migrate';
import { registerPool } from './pipeline';
import { pglitePool } from './pglitePool';
import { startPGliteThread } from './pgliteThread';
import type { DatabaseSchema } from './schema';
import { poolWaitSeconds } from '../system/metrics';

export interface Database {
  db: Kysely<DatabaseSchema>;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Queries waiting for a connection now (PostgreSQL's pool; the embedded database's waits are timed in its pool). */
  waiting: () => number;
  /** Committed changes to the catalog tables, this process's and (on PostgreSQL) other processes'. */
  catalogChanges?: CatalogChanges;
}

/** The pool with the time each borrower waits for a connection counted (storefront_db_pool_wait_seconds). */
function timedPool(pool: PostgresPool): PostgresPool {
  return {
    // What Kysely reads of the pool besides (to cancel a query on a connection of its own).
    options: pool.options,
    ...(pool.Client && { Client: pool.Client }),
    connect: async () => {
      const timed = poolWaitSeconds.startTimer();
      try {
        return await pool.connect();
      } finally {
        timed();
      }
    },
    end: () => pool.end(),
  };
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when set, the embedded database is not used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; without one it lives in memory (tests). */
  dataDir?: string | undefined;
  /** Apply the migrations before handing the database over (default true). */
  migrate?: boolean;
  /**
   * A dump of an embedded database (PGlite's `dumpDataDir`) that an in-memory database (no `dataDir`) starts from
   * instead of an empty one: tests open one per file, and a new one spends seconds in PostgreSQL's initdb.
   */
  template?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const database = await connect(options);
  if (options.migrate ?? true) {
    try {
      await migrate(database.db);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

async function connect({ databaseUrl, dataDir, template }: DatabaseOptions): Promise<Database> {
  const catalogChanges = catalogChangeHub();
  if (databaseUrl) {
    // The catalog triggers name the writer by it, so that this process skips its own notifications.
    const name = `storefront-${randomBytes(6).toString('hex')}`;
    const shared = new pg.Pool({ connectionString: databaseUrl, application_name: name });
    // An idle connection that PostgreSQL ends (a restart, an administrator, a dropped database) is taken out of the
    // pool and replaced on the next query; unheard, its error would end the whole process.
    shared.on('error', () => undefined);
    const pool = watchCatalogWrites(shared, catalogChanges.notify);
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: timedPool(pool) }) });
    registerPool(db, pool);
    const stopListening = listenForCatalogChanges(databaseUrl, name, catalogChanges);
    const close = async () => {
      await stopListening();
      await db.destroy();
    };
    return { db, kind: 'postgres', close, waiting: () => shared.waitingCount, catalogChanges };
  }
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await startPGliteThread(dataDir, template);
  // One process owns the embedded database: every change is this process's own.
  const pool = watchCatalogWrites(pglitePool(pglite), catalogChanges.notify);
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  registerPool(db, pool);
  return { db, kind: 'pglite', close: () => db.destroy(), waiting: () => 0, catalogChanges };
}
