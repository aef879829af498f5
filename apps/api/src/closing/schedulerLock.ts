import { sql } from 'kysely';
import type { Database } from '../db/openDatabase';

/** The advisory lock that lets one process at a time run a scheduler round on a shared PostgreSQL. */
const SCHEDULER_LOCK = 7_000_002;

/**
 * Runs a round only if this process holds the scheduler's advisory lock, so servers sharing one PostgreSQL never run
 * the closing, approval or auctioneer rounds side by side; another process's turn comes with the next round. The
 * embedded database belongs to one process and has one connection, so there the round simply runs.
 */
export async function withSchedulerLock(database: Database, round: () => Promise<void>): Promise<void> {
  if (database.kind === 'pglite') return round();
  await database.db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${SCHEDULER_LOCK}) as locked`.execute(
      connection,
    );
    if (!rows[0]?.locked) return;
    try {
      await round();
    } finally {
      await sql`select pg_advisory_unlock(${SCHEDULER_LOCK})`.execute(connection);
    }
  });
}
