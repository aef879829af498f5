import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journey } from './support/journey';
import { throughOutage, type OutageKind } from './support/outage';
import { staleSamples } from './support/priceSampler';
import { openResyncPage, type ResyncPage } from './support/resyncPages';
import { startStorefront, type RunningStorefront } from './support/startStorefront';

const { newPage } = journey();
const started: RunningStorefront[] = [];
let server: RunningStorefront;

// A server of its own: the restarts must not take the other journeys' server down.
beforeAll(async () => {
  server = await startStorefront({ serverOnly: true });
  started.push(server);
});
afterAll(async () => {
  await Promise.all(started.map((storefront) => storefront.stop('SIGKILL')));
});

const pages: ResyncPage[] = ['timed lot view', 'live room', 'dashboard'];
const outages: OutageKind[] = ['drop', 'restart'];
const scenes = outages.flatMap((kind) => pages.map((which) => ({ kind, which })));

describe('resynchronising after the connection comes back', () => {
  it.each(scenes.map((scene, index) => ({ ...scene, index })))(
    'the $which after a $kind: bidding paused while away, then the current price and never a stale one',
    async ({ kind, which, index }) => {
      const scene = await openResyncPage(
        which,
        server,
        async (initScript) => (await newPage({ initScript })).page,
        index,
      );
      const result = await throughOutage(kind, {
        ...scene,
        server,
        onRestart: (restarted) => {
          server = restarted;
          started.push(restarted);
        },
      });

      // Away: from the moment the page said it was cut off until the server was back, every sample (one each 50 ms)
      // still says so and no sample lets the buyer bid.
      const away = result.samples.filter((sample) => sample.at >= result.noticedAt && sample.at < result.returnedAt);
      expect(away.length).toBeGreaterThan(0);
      expect(away.filter((sample) => !sample.paused || sample.bidEnabled === true)).toEqual([]);
      // Another buyer's bid moved the price while the page was away, and the page ends showing what the API reports.
      expect(result.currentPrice).not.toBe(result.oldPrice);
      expect(result.samples.at(-1)?.price).toBe(result.currentPrice);
      // Never stale (see staleSamples): no sample after the acknowledgement shows the old price as if it were live.
      expect(staleSamples(result.samples, result.oldPrice, result.acknowledgedAt)).toEqual([]);
    },
  );
});
