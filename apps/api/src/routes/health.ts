import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/openDatabase';

export function registerHealth(app: FastifyInstance, db: Database) {
  app.get('/health', async () => {
    await db.query('select 1');
    return { status: 'ok', database: 'pglite' } as const;
  });
}
