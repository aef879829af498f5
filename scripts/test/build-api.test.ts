import { describe, expect, it } from 'vitest';
import { startBuiltReferenceServer } from '../../bench/support/serverProcess';

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
});
