import Fastify from 'fastify';
import type { Database } from './db/openDatabase';
import { registerHealth } from './routes/health';
import { registerStorefront } from './routes/storefront';

export interface BuildServerOptions {
  database: Database;
  storeDir: string | null;
  logger?: boolean;
}

export async function buildServer({ database, storeDir, logger = false }: BuildServerOptions) {
  const app = Fastify({ logger });
  registerHealth(app, database);
  if (storeDir) await registerStorefront(app, storeDir);
  return app;
}
