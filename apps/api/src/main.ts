import { readConfig } from './config';
import { openDatabase } from './db/openDatabase';
import { buildServer } from './server';

const config = readConfig();
const database = await openDatabase(config);
const app = await buildServer({ database, storeDir: config.storeDir });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ host: config.host, port: config.port });
const { port } = app.server.address() as { port: number };
const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
process.stdout.write(`Storefront running at http://${shownHost}:${port}/\n`);
