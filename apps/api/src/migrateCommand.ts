import { openDatabase } from './db/openDatabase';
import { readSettingsOrExit } from './settingsAtStart';

/**
 * `npm run migrate`: brings the database (DATABASE_URL, or the embedded one in DATA_DIR) to the latest migration and
 * exits, so an upgrade can migrate once before its new processes start (each start also migrates; a migrated database
 * is left as it is).
 */
const config = readSettingsOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.close();
process.stdout.write(
  `Migrations done on ${config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`}.\n`,
);
