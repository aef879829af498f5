import type { DatabaseOptions } from './openDatabase';

/** Tests run on in-memory PGlite, or on the PostgreSQL named by TEST_DATABASE_URL. */
export const testDatabaseOptions: DatabaseOptions = { databaseUrl: process.env['TEST_DATABASE_URL'] };
