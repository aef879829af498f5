import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServerConfig {
  host: string;
  port: number;
  /** PostgreSQL to use instead of the embedded database. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database; kept across restarts. */
  dataDir: string;
  /** The built storefront served at `/`, or null (STORE_DIR=none) to serve the API only. */
  storeDir: string | null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env['PORT'] ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env['PORT']}"`);
  }
  return {
    host: env['HOST'] ?? '127.0.0.1',
    port,
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir: env['DATA_DIR'] ?? `${projectRoot}.data/pglite`,
    storeDir: env['STORE_DIR'] === 'none' ? null : (env['STORE_DIR'] ?? `${projectRoot}apps/store/dist`),
  };
}
