import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { emptyTables } from './emptyTables';
import { openDatabase, type Database, type DatabaseOptions } from './openDatabase';

/** The environment variable naming the dump file of a migrated embedded database that tests start from. */
export const DATABASE_TEMPLATE_VARIABLE = 'TEST_PGLITE_TEMPLATE';

/**
 * Tests run on in-memory PGlite, started from the migrated database that the api project's global setup dumped
 * (test/support/databaseTemplate.ts), or on the PostgreSQL named by TEST_DATABASE_URL.
 */
export const testDatabaseOptions: DatabaseOptions = {
  databaseUrl: process.env['TEST_DATABASE_URL'],
  template: process.env[DATABASE_TEMPLATE_VARIABLE],
};

export interface TestDatabase {
  database: Database;
  /** Empties every table and restarts the ids, keeping the migrations. */
  reset: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * One migrated database for a test file: an in-memory PGlite (an instance costs seconds and a gigabyte, so share it
 * and call reset between tests), or on PostgreSQL a database of its own, so test files running side by side never
 * empty each other's tables.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testDatabaseOptions.databaseUrl;
  if (!serverUrl) {
    const database = await openDatabase({ template: testDatabaseOptions.template });
    return { database, reset: () => emptyTables(database), close: () => database.close() };
  }
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  await administer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href });
  return {
    database,
    reset: () => emptyTables(database),
    close: async () => {
      await database.close();
      await administer(serverUrl, `drop database if exists ${name}`);
    },
  };
}

async function administer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A hook that opens a database: an in-memory PGlite takes seconds, and far longer on a loaded machine. */
export const DATABASE_HOOK_TIMEOUT = 180_000;
