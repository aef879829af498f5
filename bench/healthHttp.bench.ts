import autocannon from 'autocannon';
import type { Benchmark, Figure } from './benchmark';
import { startBareFastify, startBuiltReferenceServer, startReferenceServer } from './support/serverProcess';

const LOAD = { connections: 100, duration: 10 } as const;

/** Requests per second that `url` answers under autocannon's load (100 connections, 10 s), after a short warm-up. */
async function requestsPerSecond(url: string) {
  await autocannon({ url, connections: 10, duration: 2 });
  const result = await autocannon({ url, ...LOAD });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

export const benchmark: Benchmark = {
  name: 'P0: GET /health over HTTP on the reference server as npm start runs it (tsx) and built (autocannon, 100 connections, 10 s)',
  floor: 'floor: a bare Fastify route in its own process answering the same JSON, under the same load in the same run',
  run: async () => {
    const bare = await startBareFastify();
    try {
      const floor = await requestsPerSecond(`${bare.url}/health`);
      const figures: Figure[] = [];
      for (const [label, start] of [
        ['requests per second', startReferenceServer],
        ['built JavaScript run by node: requests per second', startBuiltReferenceServer],
      ] as const) {
        const server = await start();
        try {
          const value = await requestsPerSecond(`${server.url}/health`);
          figures.push({ label, value, unit: 'req/s', floor, goal: { ratioAtLeast: 0.5 } });
        } finally {
          await server.stop();
        }
      }
      return figures;
    } finally {
      await bare.stop();
    }
  },
};
