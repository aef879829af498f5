import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStorefront } from './startStorefront';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A storefront of its own whose store text is the given corpus: the demo store is seeded on a fresh data folder and
 * the corpus written over its text through the server's database layer (apps/api/test/support/seedStoreTextCorpus.ts),
 * then the server starts on that folder, serving the build the run's first `npm start` made.
 */
export async function startCorpusStorefront(corpus: { texts: readonly string[]; urls: readonly string[] }) {
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-xss-'));
  const corpusFile = join(`${dataDir}-corpus.json`);
  await writeFile(corpusFile, JSON.stringify(corpus));
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      join(projectRoot, 'node_modules/.bin/tsx'),
      ['apps/api/test/support/seedStoreTextCorpus.ts', corpusFile],
      { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let printed = '';
    child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Seeding the corpus failed (${code}):\n${printed}`)),
    );
  });
  return startStorefront({ serverOnly: true, dataDir });
}
