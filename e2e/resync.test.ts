import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRequests } from './support/heldRequests';
import { journey } from './support/journey';
import { throughOutage, type OutageKind } from './support/outage';
import { lastSample, readSamples, staleSamples } from './support/priceSampler';
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

  it('the dashboard when the server went away before its socket first connected: the current price once back, never the old one as live', async () => {
    const scene = await openResyncPage(
      'dashboard',
      server,
      async (initScript) => (await newPage({ initScript })).page,
      scenes.length + 1,
      { navigate: false },
    );
    // The socket's code (loaded after the page has rendered) reaches the page only once it is cut off, as on a slow
    // network: the page shows what it read with no connection behind it yet, and its first attempt fails.
    const socketCode = await holdRequests(scene.page, '**/assets/socket-*.js');
    await scene.navigate();
    await expect.poll(() => socketCode.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const gate = {
      ...scene.gate,
      cut: async () => {
        await scene.gate.cut();
        socketCode.release();
      },
    };
    const result = await throughOutage('restart', {
      ...scene,
      gate,
      server,
      onRestart: (restarted) => {
        server = restarted;
        started.push(restarted);
      },
    });

    expect(result.currentPrice).not.toBe(result.oldPrice);
    expect(result.samples.at(-1)?.price).toBe(result.currentPrice);
    expect(staleSamples(result.samples, result.oldPrice, result.acknowledgedAt)).toEqual([]);
  });

  it("keeps a bid that reached the page while it read the room again: that read's older answer does not put the old price back", async () => {
    const scene = await openResyncPage(
      'live room',
      server,
      async (initScript) => (await newPage({ initScript })).page,
      scenes.length,
    );
    const { page, gate } = scene;
    await expect
      .poll(
        async () => {
          const sample = await lastSample(page);
          return sample?.price !== null && sample?.paused === false;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const oldPrice = (await lastSample(page))!.price!;

    await gate.cut();
    await expect.poll(async () => (await lastSample(page))?.paused, { timeout: 30_000 }).toBe(true);
    // The room's reads after the drop are answered by the server at once, before the bid, and reach the page later.
    const held: Array<() => Promise<void>> = [];
    let holding = true;
    await page.route('**/api/auctionLotAPI', async (route) => {
      if (!holding) return route.continue();
      const answer = await route.fetch().catch(() => null);
      if (answer === null) return route.abort('connectionrefused');
      held.push(() => route.fulfill({ response: answer }));
    });
    // Back in the room: the socket's userConnected (sent before the room is read again) has reached the server.
    const rejoined = new Promise<void>((resolve) => {
      page.on('requestfinished', (request) => {
        if (request.url().includes('/socket.io/') && request.postData()?.includes('"userConnected"')) resolve();
      });
      page.on('websocket', (socket) =>
        socket.on('framesent', (frame) => String(frame.payload).includes('"userConnected"') && resolve()),
      );
    });
    await gate.open();
    await rejoined;
    await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThan(0);

    await scene.changePrice(server.url);
    holding = false;
    const currentPrice = await scene.priceFromApi(server.url);
    expect(currentPrice).not.toBe(oldPrice);
    await expect.poll(async () => (await lastSample(page))?.price, { timeout: 30_000 }).toBe(currentPrice);
    const bidShownAt = Date.now();
    await Promise.all(held.map((release) => release()));

    await expect
      .poll(
        async () => {
          const sample = await lastSample(page);
          return sample?.paused === false && sample.price === currentPrice;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const since = (await readSamples(page)).filter((sample) => sample.at > bidShownAt);
    expect(since.filter((sample) => sample.price !== currentPrice)).toEqual([]);
  });
});
