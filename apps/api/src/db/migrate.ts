import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations';
import type { DatabaseSchema } from './schema';

/** Brings the database to the latest migration; throws with the failing migration's name. */
export async function migrate(db: Kysely<DatabaseSchema>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
