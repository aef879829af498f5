import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readConfig } from '../../src/config';
import { openDatabase } from '../../src/db/openDatabase';
import { seedDemoStore, storeIsEmpty } from '../../src/demo/seedDemoStore';
import { writeStoreTextCorpus } from './storeTextCorpus';

/**
 * `tsx apps/api/test/support/seedStoreTextCorpus.ts <corpus.json>`, before the server's first start on DATA_DIR:
 * seeds the demo store as that first start would, then writes the corpus file's `texts` over the store's text and its
 * `urls` over the store's picture addresses.
 */
const file = process.argv[2];
if (!file) throw new Error('Usage: seedStoreTextCorpus.ts <corpus.json>');
const { texts, urls } = JSON.parse(await readFile(file, 'utf8')) as { texts: string[]; urls: string[] };
const config = readConfig();
const database = await openDatabase(config);
try {
  if (await storeIsEmpty(database.db)) {
    await seedDemoStore({ db: database.db, uploadsDir: join(config.filesDir, 'uploads'), now: new Date() });
  }
  await writeStoreTextCorpus(database.db, texts, urls);
} finally {
  await database.close();
}
