import { timedBidBody } from '@storefront/api-client';
import type { Browser, Page } from 'playwright-core';
import { call, demoBuyers, signIn } from '../e2e/support/demoStore';
import { launchBrowser } from '../e2e/support/launchBrowser';
import { buyerIdOf, currentBid, signedInScript, timedLots } from '../e2e/support/lotPages';
import { startStorefront } from '../e2e/support/startStorefront';
import type { Benchmark } from './benchmark';
import { startBareSocketServer } from './support/bareSocketServer';
import { browserBareFetchRoundTrips, browserEchoRoundTrips, pageFetchRoundTrips } from './support/browserRoundTrips';
import { echoRoundTrips } from './support/echoRoundTrips';
import { percentile } from './support/percentiles';

const WARM_UP_ROUNDS = 3;
const ROUNDS = 30;
const ECHOES = 200;

type Watched = Window & { clickedAt?: number; priceChanged?: Promise<number>; bidUpdateAt?: number };

/**
 * Notes when the page's socket receives a bid update (epoch ms, Chromium's clock): a listener of its own on every
 * WebSocket, added before socket.io's, so the time is the frame's arrival, before the app handles it.
 */
const bidUpdateArrivalScript = `(() => {
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (typeof event.data === 'string' && event.data.includes('"bidAddtime"'))
          window.bidUpdateAt = performance.timeOrigin + performance.now();
      });
    }
  };
})();`;

/** A buyer's timed lot page, open in a browser context of its own and signed in. */
async function lotPage(browser: Browser, base: string, path: string, buyer: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(signedInScript(await signIn(base, buyer)));
  await context.addInitScript(bidUpdateArrivalScript);
  const page = await context.newPage();
  await page.goto(new URL(path, base).href);
  await page.getByRole('button', { name: 'Place Bid' }).waitFor();
  await currentBid(page).waitFor();
  // When the buyer clicks Place Bid (the event's own time), on the machine's clock.
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('button')?.textContent?.includes('Place Bid'))
          (window as Watched).clickedAt = performance.timeOrigin + event.timeStamp;
      },
      { capture: true },
    );
  });
  return { page, close: () => context.close() };
}

/** Watches the page's Current Bid from now on: resolves with when, on the machine's clock, it next changes. */
async function watchPrice(page: Page) {
  await currentBid(page).evaluate((element) => {
    const before = element.textContent;
    (window as Watched).priceChanged = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (element.textContent === before) return;
        observer.disconnect();
        resolve(performance.timeOrigin + performance.now());
      });
      observer.observe(element, { subtree: true, childList: true, characterData: true });
    });
  });
}

interface BidAnswer {
  status: string;
  error?: string;
  bpop_nextbid?: number;
}

const nextBidOf = (answer: BidAnswer) => {
  if (answer.status !== 'success' || answer.bpop_nextbid === undefined)
    throw new Error(`The bid was refused: ${answer.error}`);
  return answer.bpop_nextbid;
};

/**
 * `bidder` places `amount` through the page's bid box; resolves with the next minimum bid the server answered, and when
 * the bid's request started and its answer ended (epoch ms, Chromium's clock).
 */
async function placeBid(bidder: Page, amount: number) {
  await bidder.getByLabel('Bid Amount').fill(String(amount));
  const answered = bidder.waitForResponse((response) => response.url().includes('/api_bidding/biddingAPI'));
  await bidder.getByRole('button', { name: 'Place Bid' }).click();
  const response = await answered;
  const next = nextBidOf((await response.json()) as BidAnswer);
  const timing = response.request().timing();
  return { next, sentAt: timing.startTime, answeredAt: timing.startTime + timing.responseEnd };
}

export const benchmark: Benchmark = {
  name: `P3: a bid placed in browser A to the new price rendered in browser B (npm start, timed lot view, Chromium; ${ROUNDS} bids after ${WARM_UP_ROUNDS} warm-up, the two buyers taking turns)`,
  floor: `floor: a raw socket.io echo round trip to a bare socket.io server on this machine (${ECHOES} round trips, same run)`,
  run: async () => {
    const storefront = await startStorefront();
    const bare = await startBareSocketServer();
    const browser = await launchBrowser();
    const pages: { page: Page; close: () => Promise<void> }[] = [];
    try {
      // The lot that closes last, so the store's other activity does not move it.
      const lot = (await timedLots(storefront.url, { fromMinutes: 30, toMinutes: 24 * 60 })).at(-1);
      if (!lot) throw new Error('The demo store has no timed lot open long enough.');
      const path = `/timedlotView/${lot.lotof}/${lot.id}/0`;
      for (const buyer of [demoBuyers.grace, demoBuyers.owen])
        pages.push(await lotPage(browser, storefront.url, path, buyer));
      // A first bid from a third buyer: a lot's first bid is at its opening price, which would leave the price as it was.
      const lena = await signIn(storefront.url, demoBuyers.lena);
      const opened = await call(
        storefront.url,
        'placeTimedBid',
        timedBidBody(lot, buyerIdOf(lena), lot.next_bid),
        lena,
      );
      let next = nextBidOf(opened);
      const delays: number[] = [];
      // Where the time goes: the bid's own request in A (sent to answered), and from its answer to B's render.
      const requests: number[] = [];
      const afterAnswer: number[] = [];
      // Of that, the app's own part in B: from the bid update's arrival on B's socket to B's render.
      const inWatcher: number[] = [];
      // And A's own part before the request: from the click to the request's start.
      const beforeRequest: number[] = [];
      for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
        const bidder = pages[round % 2]!.page;
        const watcher = pages[(round + 1) % 2]!.page;
        await watchPrice(watcher);
        const bid = await placeBid(bidder, next);
        next = bid.next;
        const rendered = await watcher.evaluate(() =>
          Promise.race([
            (window as Watched).priceChanged!,
            new Promise<never>((_, reject) =>
              setTimeout(() => reject(new Error('The price did not change within 30 s.')), 30_000),
            ),
          ]),
        );
        const clicked = await bidder.evaluate(() => (window as Watched).clickedAt!);
        const arrived = await watcher.evaluate(() => (window as Watched).bidUpdateAt!);
        if (round >= WARM_UP_ROUNDS) {
          delays.push(rendered - clicked);
          requests.push(bid.answeredAt - bid.sentAt);
          afterAnswer.push(rendered - bid.answeredAt);
          inWatcher.push(rendered - arrived);
          beforeRequest.push(bid.sentAt - clicked);
        }
        await bidder.waitForTimeout(200);
      }
      const echoes = await echoRoundTrips(bare.url, ECHOES);
      // What the browser itself costs: a socket.io echo from a page, and A's GET /health paced as the bids were.
      const browserEchoes = await browserEchoRoundTrips(browser, bare.url, ECHOES);
      const healthFromA = await pageFetchRoundTrips(pages[0]!.page, '/health', ROUNDS, 200);
      // And the least any bid over HTTP can take here: a page's fetch that the bare server answers at once.
      const bareFetches = await browserBareFetchRoundTrips(browser, bare.url, ROUNDS, 200);
      return [
        { label: 'click to render: p50', value: percentile(delays, 50), unit: 'ms', floor: percentile(echoes, 50) },
        {
          label: 'click to render: p95',
          value: percentile(delays, 95),
          unit: 'ms',
          floor: percentile(echoes, 95),
          goal: { ratioAtMost: 2 },
        },
        { label: "A's bid request: p50", value: percentile(requests, 50), unit: 'ms', floor: percentile(echoes, 50) },
        { label: "A's bid request: p95", value: percentile(requests, 95), unit: 'ms', floor: percentile(echoes, 95) },
        {
          label: "A's answer to B's render: p50",
          value: percentile(afterAnswer, 50),
          unit: 'ms',
          floor: percentile(echoes, 50),
        },
        {
          label: 'click to render: p95 (floor: a socket.io echo from a page in Chromium)',
          value: percentile(delays, 95),
          unit: 'ms',
          floor: percentile(browserEchoes, 95),
        },
        {
          label: "a page's GET to the bare server, 200 ms apart (any bid over HTTP pays it): p95",
          value: percentile(bareFetches, 95),
          unit: 'ms',
          floor: percentile(echoes, 95),
        },
        {
          label: "A's GET /health from its page, 200 ms apart: p50",
          value: percentile(healthFromA, 50),
          unit: 'ms',
          floor: percentile(echoes, 50),
        },
        {
          label: "B's bid update on its socket to its render: p50",
          value: percentile(inWatcher, 50),
          unit: 'ms',
          floor: percentile(echoes, 50),
        },
        {
          label: "A's click to its bid request: p50",
          value: percentile(beforeRequest, 50),
          unit: 'ms',
          floor: percentile(echoes, 50),
        },
      ];
    } finally {
      for (const { close } of pages) await close();
      await browser.close();
      await bare.stop();
      await storefront.stop();
    }
  },
};
