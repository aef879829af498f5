import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../apps/api/src/db/openDatabase';

/** The environment variable naming the folder of a migrated, empty embedded database that new servers start from. */
const TEMPLATE_VARIABLE = 'E2E_DATABASE_TEMPLATE';

/**
 * Makes the template that journeys' servers of their own start from (PostgreSQL's initdb and the migrations take
 * seconds in WebAssembly; a copy of their result takes milliseconds), and names it for the journeys' processes.
 * Resolves with what removes it.
 */
export async function makeDatabaseTemplate() {
  const folder = await mkdtemp(join(tmpdir(), 'storefront-e2e-template-'));
  const migrated = await openDatabase({ dataDir: folder });
  await migrated.close();
  process.env[TEMPLATE_VARIABLE] = folder;
  return async () => {
    delete process.env[TEMPLATE_VARIABLE];
    await rm(folder, { recursive: true, force: true });
  };
}

/**
 * Fills a new server's empty data folder with the migrated database of the template, when there is one: the server
 * then finds its database made and migrated, and seeds the demo store into it as on a first start.
 */
export async function startFromTemplate(dataDir: string) {
  const template = process.env[TEMPLATE_VARIABLE];
  if (template) await cp(template, dataDir, { recursive: true });
}
