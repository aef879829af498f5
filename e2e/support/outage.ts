import type { Page, Response, WebSocket } from 'playwright-core';
import { firstLiveAt, lastSample, readSamples, type PriceSample } from './priceSampler';
import type { NetworkGate } from './networkGate';
import { startStorefront, type RunningStorefront } from './startStorefront';

/**
 * A socket drop (the buyer's network goes away; the server keeps running) or a server restart (the process is killed
 * and started again on the same port and data folder, so it has forgotten every socket and what it sent them).
 */
export type OutageKind = 'drop' | 'restart';

export interface OutageScene {
  page: Page;
  gate: NetworkGate;
  /** The server the page talks to; a restart replaces it (`onRestart` is told the new one). */
  server: RunningStorefront;
  onRestart?: (server: RunningStorefront) => void;
  /** Another buyer changes the price through the API while the page is away; resolves once the server acknowledged. */
  changePrice: (base: string) => Promise<void>;
  /** The price the API reports now, as the page prints it. */
  priceFromApi: (base: string) => Promise<string>;
}

export interface OutageResult {
  oldPrice: string;
  currentPrice: string;
  acknowledgedAt: number;
  /** When the page noticed the outage (it said so). */
  noticedAt: number;
  /** When the page could reach the server again (the network back, or the restarted server reachable). */
  returnedAt: number;
  /** The page had given up after the spec's attempts and the buyer pressed Retry. */
  retried: boolean;
  /** The first sample showing the current price while the page claims to be live. */
  resyncedAt: number;
  samples: PriceSample[];
}

/** The start of what the page shows, for a wait that gave up to say what it saw instead. */
const shownText = (page: Page) =>
  page
    .locator('main')
    .innerText({ timeout: 2000 })
    .then((text) => text.slice(0, 400))
    .catch((error: Error) => `(unreadable: ${error.message})`);

/**
 * The page's calls from now on (when each was answered, its path and status; its sockets as they opened and closed):
 * with when its samples turned paused or live, what a wait that gave up prints, so a page that never caught up says
 * whether it read again and when.
 */
function watchCalls(page: Page) {
  const answered: { at: number; path: string; status: number }[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'fetch')
      answered.push({ at: Date.now(), path: url.pathname, status: response.status() });
  };
  // Its sockets too: when one opened (101) and closed (0).
  const onSocket = (socket: WebSocket) => {
    const path = new URL(socket.url()).pathname;
    answered.push({ at: Date.now(), path, status: 101 });
    socket.on('close', () => answered.push({ at: Date.now(), path, status: 0 }));
  };
  page.on('response', onResponse).on('websocket', onSocket);
  return {
    since: (from: number) => answered.filter((call) => call.at >= from),
    stop: () => page.off('response', onResponse).off('websocket', onSocket),
  };
}

const pauseChanges = (samples: readonly PriceSample[]) =>
  samples.flatMap((sample, index) =>
    index === 0 || sample.paused !== samples[index - 1]!.paused
      ? [{ at: sample.at, paused: sample.paused, price: sample.price }]
      : [],
  );

/** Polls `check` every 50 ms until it holds; fails with `what` after `timeout` ms. */
async function until(what: string, check: () => Promise<boolean>, seen: () => Promise<unknown>, timeout = 60_000) {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Waited ${timeout} ms for ${what}; saw ${JSON.stringify(await seen())}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Takes the page through an outage while another buyer bids, and back. The page's network is held cut (`networkGate`)
 * whenever it must not reach the server: during a drop, and during a restart until the new server has acknowledged
 * the bid, so the bid is always made while the page is away and "stale" needs no allowance in time.
 * After the restart the page may have used up the spec's 10 attempts (5 s) and show "Connection lost": then the buyer
 * presses Retry, as the banner asks.
 */
export async function throughOutage(kind: OutageKind, scene: OutageScene): Promise<OutageResult> {
  const { page } = scene;
  await until(
    'the page to show a live price',
    async () => {
      const sample = await lastSample(page);
      return sample !== undefined && sample.price !== null && !sample.paused;
    },
    async () => ({ last: await lastSample(page), shows: await shownText(page) }),
  );
  const oldPrice = (await lastSample(page))!.price!;
  const calls = watchCalls(page);
  try {
    return await awayAndBack(kind, scene, oldPrice, calls);
  } finally {
    calls.stop();
  }
}

async function awayAndBack(
  kind: OutageKind,
  scene: OutageScene,
  oldPrice: string,
  calls: ReturnType<typeof watchCalls>,
): Promise<OutageResult> {
  const { page } = scene;
  let server = scene.server;
  if (kind === 'restart') await server.stop('SIGKILL');
  await scene.gate.cut();
  // The page has noticed: it says so before anything changes.
  await until(
    'the page to say it is cut off',
    async () => (await lastSample(page))?.paused === true,
    () => lastSample(page),
  );
  const noticedAt = Date.now();

  if (kind === 'restart') {
    server = await startStorefront({
      serverOnly: true,
      port: server.port,
      dataDir: server.dataDir,
      sellerKey: server.sellerKey,
    });
    scene.onRestart?.(server);
  }
  await scene.changePrice(server.url);
  const acknowledgedAt = Date.now();
  // The bid can be quicker than the sampler's 50 ms: one sample at least is taken while away, so its checks are not empty.
  await until(
    'a sample taken while away',
    async () => ((await lastSample(page))?.at ?? 0) > noticedAt,
    () => lastSample(page),
  );

  const returnedAt = Date.now();
  await scene.gate.open();
  const retry = page.getByRole('button', { name: 'Retry' });
  let currentPrice = await scene.priceFromApi(server.url);
  let retried = false;
  await until(
    'the page to show the current price live',
    async () => {
      if (await retry.isVisible().catch(() => false)) {
        await retry.click();
        retried = true;
      }
      currentPrice = await scene.priceFromApi(server.url);
      return firstLiveAt(await readSamples(page), currentPrice, returnedAt) !== undefined;
    },
    async () => ({
      after: kind,
      page: page.url(),
      currentPrice,
      last: await lastSample(page),
      noticedAt,
      acknowledgedAt,
      returnedAt,
      retried,
      pauseChanges: pauseChanges((await readSamples(page)).filter((sample) => sample.at >= noticedAt - 1000)),
      callsSinceNoticed: calls.since(noticedAt).slice(-20),
    }),
  );
  const samples = await readSamples(page);
  return {
    oldPrice,
    currentPrice,
    acknowledgedAt,
    noticedAt,
    returnedAt,
    retried,
    resyncedAt: firstLiveAt(samples, currentPrice, returnedAt)!,
    samples,
  };
}
