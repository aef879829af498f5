import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/openDatabase';

export function registerHealth(app: FastifyInstance, database: Database) {
  app.get('/health', async () => {
    await sql`select 1`.execute(database.db);
    return { status: 'ok', database: database.kind } as const;
  });
}
