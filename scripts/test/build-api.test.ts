import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtServer, startBuiltReferenceServer } from '../../bench/support/serverProcess';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

describe('scripts/build-api.mjs', () => {
  // Once in a clean run (2026-11-30) node itself died starting it, a V8 fatal in WebAssembly code bookkeeping
  // ("Check failed: jit_page_->allocations_.erase(addr) == 1", the embedded database's thread): a second start says
  // whether the build is at fault.
  it(
    'builds a server that node runs without tsx and that answers from its database',
    { timeout: 60_000, retry: 1 },
    async () => {
      const server = await startBuiltReferenceServer({ DEMO_STORE: 'off' });
      try {
        const answer = await fetch(`${server.url}/health`);
        expect(answer.status).toBe(200);
        expect(await answer.json()).toMatchObject({ status: 'ok' });
      } finally {
        await server.stop();
      }
    },
  );

  it('names no path of the machine that built it: what it finds beside its sources is found from where it is', async () => {
    const server = await builtServer();
    for (const file of [server, `${dirname(server)}/migrate.mjs`]) {
      const text = await readFile(file, 'utf8');
      expect(text).not.toContain(projectRoot);
      expect(text).toContain('new URL("../src/config.ts", import.meta.url)');
    }
  });
});
