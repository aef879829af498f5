import { join } from 'node:path';
import { DEV_STORE_ORIGIN } from './config';
import { syncStoreIdentity } from './content/storeIdentity';
import { openDatabase } from './db/openDatabase';
import { noLiveAuctionRunning, seedDemoStore, storeIsEmpty } from './demo/seedDemoStore';
import { buildServer } from './server';
import { registerDrain } from './system/drain';
import { loggerOptions } from './system/observability';
import { readSettingsOrExit } from './settingsAtStart';

const config = readSettingsOrExit();
const database = await openDatabase(config);
let listeningUrl = `http://localhost:${config.port}`;
const app = await buildServer({
  database,
  storeDir: config.storeDir,
  logger: loggerOptions(config.logLevel),
  metricsToken: config.metricsToken,
  filesDir: config.filesDir,
  jwtSecret: config.jwtSecret,
  smtpUrl: config.smtpUrl,
  mailFrom: config.mailFrom,
  corsOrigins: config.corsOrigins,
  devPages: config.devPages,
  trustProxy: config.trustProxy,
  cardSandbox: config.cardSandbox,
  // Serving the built storefront, links point here; API only (npm run dev), they point at the Vite dev server.
  publicUrl: () => config.publicUrl ?? (config.storeDir ? listeningUrl : DEV_STORE_ORIGIN),
  announceMail: (line) => process.stdout.write(`${line}\n`),
  realtime: {
    sharedRoomsUrl: config.databaseUrl,
    metalPricesUrl: config.metalPricesUrl,
  },
  demo: config.demo,
  sellerKey: config.sellerKey,
  store: config.store,
  storeAddress: config.storeAddress,
});

if (config.demo && (await storeIsEmpty(database.db))) {
  await seedDemoStore({
    db: database.db,
    uploadsDir: join(config.filesDir, 'uploads'),
    now: new Date(),
    identity: config.store.store,
    cardAccount: config.store.cardProvider.account_id,
  });
  process.stdout.write('Demo store seeded: see the README for the demo buyers.\n');
} else if (config.demo && (await noLiveAuctionRunning(database.db, new Date()))) {
  process.stdout.write(
    'No live auction of the demo is running: its auctions are timed from when it was seeded. To seed it afresh, ' +
      'stop the server and run `sh scripts/with-node.sh npm run seed -w apps/api`.\n',
  );
}
await syncStoreIdentity(database.db, config.store.store);

registerDrain(app, database);

await app.listen({ host: config.host, port: config.port });
const { port } = app.server.address() as { port: number };
const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
listeningUrl = `http://${shownHost}:${port}`;
// API only (npm run dev), the storefront is Vite's: this address answers the API, and 404 at its root.
process.stdout.write(
  config.storeDir ? `Storefront running at ${listeningUrl}/\n` : `API running at ${listeningUrl}/ (API only)\n`,
);
if (!config.smtpUrl) {
  process.stdout.write(
    config.devPages
      ? `Mail goes to the outbox: http://localhost:${port}/dev/outbox (from this machine only)\n`
      : 'Mail goes to the mail_outbox table (DEV_PAGES=on shows it at /dev/outbox); set SMTP_URL to send it.\n',
  );
}
