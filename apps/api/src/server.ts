import Fastify from 'fastify';
import type { Database } from './db/openDatabase';
import { registerHealth } from './routes/health';
import { registerStorefront } from './routes/storefront';

export interface BuildServerOptions {
  db: Database;
  storeDir: string | null;
  logger?: boolean;
}

export async function buildServer({ db, storeDir, logger = false }: BuildServerOptions) {
  const app = Fastify({ logger });
  registerHealth(app, db);
  if (storeDir) await registerStorefront(app, storeDir);
  return app;
}
