import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/openDatabase';
import { migrationProvider } from '../db/migrations';
import { databaseAnswers } from './getHealth';

/** Whether every migration this server knows is recorded as done in the database. */
async function migrationsDone(database: Database): Promise<boolean> {
  const known = Object.keys(await migrationProvider.getMigrations());
  // No table of migrations yet: none has run.
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`
    .execute(database.db)
    .catch(() => ({ rows: [] }));
  const done = new Set(rows.map((row) => row.name));
  return known.every((name) => done.has(name));
}

/**
 * The probes of a process manager or load balancer, apart: GET /health/live answers while the process runs (restart
 * it when it does not), GET /health/ready while it should be sent traffic: its database answers and has every
 * migration, and it is not draining (a closing server answers 503 to every request).
 */
export function registerProbes(app: FastifyInstance, database: Database) {
  let migrated = false;
  app.get('/health/live', async () => ({ status: 'ok' }));
  app.get('/health/ready', async (_request, reply) => {
    try {
      await databaseAnswers(database);
      migrated ||= await migrationsDone(database);
    } catch {
      return reply.code(503).send({ status: 'no', message: 'The database does not answer.' });
    }
    if (!migrated) return reply.code(503).send({ status: 'no', message: 'The database is not migrated yet.' });
    return { status: 'ok', database: database.kind };
  });
}
