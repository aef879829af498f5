import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/openDatabase';
import { DATABASE_TEMPLATE_VARIABLE } from '../../src/db/testDatabase';

/**
 * The api project's global setup: one migrated embedded database, dumped once, that every test file's in-memory
 * database starts from (about 1 s instead of 5 s for PostgreSQL's initdb and the migrations). On PostgreSQL
 * (TEST_DATABASE_URL) each file creates a database of its own instead.
 */
export default async function setup() {
  if (process.env['TEST_DATABASE_URL']) return undefined;
  const folder = await mkdtemp(join(tmpdir(), 'storefront-test-template-'));
  const dataDir = join(folder, 'pgdata');
  const migrated = await openDatabase({ dataDir });
  await migrated.close();
  const pglite = await PGlite.create({ dataDir });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[DATABASE_TEMPLATE_VARIABLE] = file;
  return async () => {
    delete process.env[DATABASE_TEMPLATE_VARIABLE];
    await rm(folder, { recursive: true, force: true });
  };
}
