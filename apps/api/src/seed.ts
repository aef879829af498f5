import { join } from 'node:path';
import { openDatabase } from './db/openDatabase';
import { resetDemoStore } from './demo/resetDemoStore';
import { demoBuyers } from './demo/people';
import { readSettingsOrExit } from './settingsAtStart';

/** `npm run seed -w apps/api`: resets the database to the demo store (stop the server first on the embedded
 * database); only when the demo switch is on. */
const config = readSettingsOrExit();
if (!config.demo) {
  process.stderr.write('The demo is off (DEMO_STORE=off or NODE_ENV=production): nothing seeded.\n');
  process.exit(1);
}
const database = await openDatabase(config);
try {
  await resetDemoStore(
    database,
    join(config.filesDir, 'uploads'),
    new Date(),
    config.store.store,
    config.store.cardProvider.account_id,
  );
  process.stdout.write(
    `Demo store seeded${config.databaseUrl ? '' : ` in ${config.dataDir}`}. Demo buyers:\n` +
      demoBuyers.map((buyer) => `  ${buyer.email}  ${buyer.password}\n`).join(''),
  );
} finally {
  await database.close();
}
