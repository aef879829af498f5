import { describe, expect, it } from 'vitest';
import { startBuiltReferenceServer } from '../../bench/support/serverProcess';

describe('scripts/build-api.mjs', () => {
  it('builds a server that node runs without tsx and that answers from its database', async () => {
    const server = await startBuiltReferenceServer({ DEMO_STORE: 'off' });
    try {
      const answer = await fetch(`${server.url}/health`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ status: 'ok' });
    } finally {
      await server.stop();
    }
  }, 60_000);
});
