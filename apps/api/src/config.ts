import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServerConfig {
  host: string;
  port: number;
  /** PostgreSQL to use instead of the embedded database. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database; kept across restarts. */
  dataDir: string;
  /** Uploaded files and the generated token key; kept across restarts. */
  filesDir: string;
  /** The built storefront served at `/`, or null (STORE_DIR=none) to serve the API only. */
  storeDir: string | null;
  /** Key that signs login tokens; without it one is generated into filesDir. */
  jwtSecret: string | undefined;
  /** SMTP server for mail (smtp:// or smtps:// URL); without it mail goes to the outbox at /dev/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the storefront is reached, for links in mail; without it, worked out from how the server runs. */
  publicUrl: string | undefined;
  /** Origins allowed to call the API from a browser page of another origin. */
  corsOrigins: string[];
  /** NODE_ENV=production: the demo and the development pages are off whatever else is set. */
  production: boolean;
  /**
   * The demo switch: seed the demo store on a first start, approve live registrations by themselves, let the house
   * bidders bid in live rooms and (without a feed) walk metal prices at random. On unless DEMO_STORE=off; never in
   * production.
   */
  demo: boolean;
  /** DEV_PAGES=on: /dev/outbox for callers on the loopback address; never in production. */
  devPages: boolean;
  /** TRUST_PROXY: on (any proxy) or the proxies' addresses (comma-separated); the client's address is read behind it. */
  trustProxy: boolean | string;
  /** METAL_PRICES_URL: the metal price feed the strip polls. */
  metalPricesUrl: string | undefined;
}

export const DEV_STORE_ORIGIN = 'http://localhost:5173';

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env['PORT'] ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env['PORT']}"`);
  }
  const production = env['NODE_ENV'] === 'production';
  const dataDir = env['DATA_DIR'] ?? `${projectRoot}.data/pglite`;
  return {
    host: env['HOST'] ?? '127.0.0.1',
    port,
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir,
    // Beside a DATA_DIR of one's own (a test's temporary folder), not in the shared default.
    filesDir: env['FILES_DIR'] ?? (env['DATA_DIR'] ? `${dataDir}-files` : `${projectRoot}.data/files`),
    storeDir: env['STORE_DIR'] === 'none' ? null : (env['STORE_DIR'] ?? `${projectRoot}apps/store/dist`),
    jwtSecret: env['JWT_SECRET'] || undefined,
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] ?? 'Bullion & Coin Auctions <no-reply@localhost>',
    publicUrl: env['PUBLIC_URL'] || undefined,
    // `npm run dev` proxies the API through Vite's own origin: cross-origin callers are only those named here.
    corsOrigins: env['CORS_ORIGINS'] ? env['CORS_ORIGINS'].split(',').map((origin) => origin.trim()) : [],
    production,
    demo: env['DEMO_STORE'] !== 'off' && !production,
    devPages: env['DEV_PAGES'] === 'on' && !production,
    trustProxy: readTrustProxy(env['TRUST_PROXY']),
    metalPricesUrl: env['METAL_PRICES_URL'] || undefined,
  };
}

function readTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'off') return false;
  return value === 'on' ? true : value;
}
