import { connect } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoBuyers, openTimedLot, type OpenLot } from './support/demoStore';
import { holdRequests } from './support/heldRequests';
import { bidAs } from './support/accounts';
import { journey } from './support/journey';
import { lotPriceFromApi, timedLots } from './support/lotPages';
import { startStorefront, type RunningStorefront } from './support/startStorefront';

const { url, newPage } = journey();
const started: RunningStorefront[] = [];

afterAll(async () => {
  await Promise.all(started.map((storefront) => storefront.stop('SIGKILL')));
});

const currentBid = (page: Page) => page.locator('dt:text-is("Current Bid") + dd');
/** The lot's total bids, the button that opens its Bid History. */
const bidCount = (page: Page) => page.getByRole('button', { name: /^\d+ Bids?$/ });
const bidsLabel = (count: number) => `${count} ${count === 1 ? 'Bid' : 'Bids'}`;
const dollars = (amount: number) => `US $${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** A bid of at least `amount`: raised to what a refusal asks when the price moved meanwhile. */
async function bidAtLeast(base: string, buyer: { email: string; password: string }, lot: OpenLot, amount: number) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await bidAs(base, buyer, lot, amount);
    } catch (error) {
      const asked = /Enter \$([\d,.]+) or more/.exec(String(error))?.[1];
      if (!asked) throw error;
      amount = Number(asked.replaceAll(',', ''));
    }
  }
  throw new Error(`No bid on lot ${lot.id} was accepted in 5 attempts.`);
}

const unitSeconds: Record<string, number> = { day: 86_400, hour: 3_600, minute: 60, second: 1 };
/** The time left the timer reads out ('29 minutes 12 seconds'), in seconds. */
const secondsIn = (text: string) =>
  [...text.matchAll(/(\d+) (day|hour|minute|second)s?\b/g)].reduce(
    (total, [, value, unit]) => total + Number(value) * unitSeconds[unit!]!,
    0,
  );

const portRefuses = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

/** Resolves once the page's socket.io connection is open: the server's connect packet has arrived. */
const socketOpened = (page: Page) =>
  page
    .waitForEvent('websocket', (socket) => socket.url().includes('/socket.io/'))
    .then((socket) => socket.waitForEvent('framereceived', (frame) => String(frame.payload).startsWith('40')));

describe('one realtime transport into the query cache', () => {
  /** A timed lot's view on a server of its own (to be stopped), once the page shows the lot and its socket is open. */
  async function lotLiveOnOwnServer() {
    const own = await startStorefront({ serverOnly: true });
    started.push(own);
    const lot = await openTimedLot(own.url);
    const { page } = await newPage();
    const live = socketOpened(page);
    await page.goto(new URL(`/timedlotView/${lot.lotof}/${lot.id}/0`, own.url).href);
    await expect(currentBid(page)).toHaveText(dollars(lot.wprice));
    await live;
    return { own, lot, page };
  }

  it("shows another buyer's bid on the lot without a reload", async () => {
    // A lot no other journey on the shared server bids on (the first open lot is theirs), so the price it reads stays
    // the price it bids on.
    const lot = (await timedLots(url(), { fromMinutes: 30, toMinutes: 24 * 60 })).at(-2)!;
    const { page, errors } = await newPage();
    await page.goto(url(`/timedlotView/${lot.lotof}/${lot.id}/0`));
    await expect(currentBid(page)).toHaveText(dollars(lot.wprice));
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const answer = await bidAs(url(), demoBuyers.owen, lot, lot.next_bid);
    await expect(currentBid(page)).toHaveText(dollars(answer.bpop_wprice!));
    await expect(bidCount(page)).toHaveText(bidsLabel(answer.bpop_bidcount!));
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("lists the leader's maximum answering a challenger in the Bid History as a proxy bid at the new price", async () => {
    const { own, lot, page } = await lotLiveOnOwnServer();
    const leader = await bidAs(own.url, demoBuyers.owen, lot, lot.next_bid * 10);
    // The next bid anyone else may place (bpop_nextbid is the leader's own: above their maximum).
    const challenged = await bidAtLeast(own.url, demoBuyers.lena, lot, leader.bpop_nextbid_org!);
    expect(challenged.bpop_higher).toBe(leader.bpop_higher);
    await expect(currentBid(page)).toHaveText(dollars(challenged.bpop_wprice!));
    await bidCount(page).click();
    const history = page.getByRole('dialog', { name: 'Bid History' });
    const answered = history
      .getByRole('row')
      .filter({ hasText: dollars(challenged.bpop_wprice!) })
      .filter({ hasText: 'proxy bid' });
    await expect(answered.getByRole('cell').first()).toHaveText(String(leader.bpop_higher));
    expect(await history.getByText(dollars(lot.next_bid * 10)).count()).toBe(0);
  });

  it('shows reconnecting, then lost after the attempts, and after a retry reads the lot again', async () => {
    const { own, lot, page } = await lotLiveOnOwnServer();

    await own.stop('SIGKILL');
    await expect.poll(() => portRefuses(own.port)).toBe(true);
    await expect(page.getByText('Reconnecting…')).toBeVisible();
    await expect(page.getByText('Connection lost')).toBeVisible();

    const restarted = await startStorefront({ serverOnly: true, port: own.port, dataDir: own.dataDir });
    started.push(restarted);
    // The page has given up, so this bid's broadcast cannot reach it: only reading the lot again shows it.
    const answer = await bidAs(restarted.url, demoBuyers.lena, lot, lot.next_bid);
    await expect(currentBid(page)).toHaveText(dollars(lot.wprice));
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Connection lost')).toBeHidden();
    await expect(currentBid(page)).toHaveText(dollars(answer.bpop_wprice!));
  });

  /**
   * The buyer goes (`away`) and the page's server with them, until the page gives up; the server comes back and another
   * buyer bids; then the buyer comes `back`, and the page shows that bid without having been told to retry.
   */
  async function connectsAgainWhenBack(away: (page: Page) => Promise<unknown>, back: (page: Page) => Promise<unknown>) {
    const { own, lot, page } = await lotLiveOnOwnServer();
    // The server goes first: under Playwright's offline emulation the page does not always see its socket close when
    // the server dies, and would learn it only from the missed heartbeat (25 s between pings, 20 s to answer).
    await own.stop('SIGKILL');
    await away(page);
    await expect(page.getByText('Connection lost')).toBeVisible();
    const restarted = await startStorefront({ serverOnly: true, port: own.port, dataDir: own.dataDir });
    started.push(restarted);
    const answer = await bidAs(restarted.url, demoBuyers.lena, lot, lot.next_bid);
    await expect(currentBid(page)).toHaveText(dollars(lot.wprice));
    await expect(page.getByText('Connection lost')).toBeVisible();
    await back(page);
    await expect(page.getByText('Connection lost')).toBeHidden();
    await expect(page.getByText('Reconnecting…')).toBeHidden();
    await expect(currentBid(page)).toHaveText(dollars(answer.bpop_wprice!));
  }

  it('connects again by itself when the browser is back online after the attempts gave up', async () => {
    // Playwright's offline emulation keeps an open socket open, which is why the server goes too.
    await connectsAgainWhenBack(
      (page) => page.context().setOffline(true),
      (page) => page.context().setOffline(false),
    );
  });

  it('connects again by itself when the buyer comes back to the tab after the attempts gave up', async () => {
    // Headless Chromium never hides a tab: the page is told so the way a browser tells it, through visibilityState
    // and the visibilitychange event.
    const tab = (state: 'hidden' | 'visible') => (page: Page) =>
      page.evaluate((visibility) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      }, state);
    await connectsAgainWhenBack(tab('hidden'), tab('visible'));
  });

  it('says so when the live connection cannot even be loaded, and connects on Retry', async () => {
    const lot = (await timedLots(url(), { fromMinutes: 30, toMinutes: 24 * 60 })).at(-3)!;
    const { page, errors } = await newPage();
    // The socket code is fetched after the page rendered; here the network drops exactly that request.
    await page.route('**/assets/socket-*.js', (route) => route.abort('connectionreset'));
    await page.goto(url(`/timedlotView/${lot.lotof}/${lot.id}/0`));
    await expect(currentBid(page)).toHaveText(dollars(lot.wprice));
    await expect(page.getByText('Reconnecting…')).toBeVisible();
    await expect(page.getByText('Connection lost')).toBeVisible();

    await page.unroute('**/assets/socket-*.js');
    const live = socketOpened(page);
    await page.getByRole('button', { name: 'Retry' }).click();
    await live;
    await expect(page.getByText('Connection lost')).toBeHidden();
    await expect(page.getByText('Reconnecting…')).toBeHidden();
    // Another journey on the shared server may bid on this lot too: Owen bids what the refusal asks, and the page
    // must end showing the price the API reports.
    await bidAtLeast(url(), demoBuyers.owen, lot, lot.next_bid);
    await expect
      .poll(async () => (await currentBid(page).textContent()) === dollars(await lotPriceFromApi(url(), lot)))
      .toBe(true);
    expect(
      errors.filter((error) => !/Failed to load resource|Failed to fetch dynamically imported module/.test(error)),
    ).toEqual([]);
  });

  it('shows a bid placed after the page read the lot and before its live connection was up', async () => {
    const lot = (await timedLots(url(), { fromMinutes: 30, toMinutes: 24 * 60 })).at(-4)!;
    // Lena leads first, so Owen's higher maximum later moves the price (a lot's first bid leaves it at its opening).
    const leading = await bidAtLeast(url(), demoBuyers.lena, lot, lot.next_bid);
    const before = dollars(await lotPriceFromApi(url(), lot));
    const { page, errors } = await newPage();
    // The socket code is fetched after the page rendered; here it arrives only once Owen's bid has been taken.
    const socketCode = await holdRequests(page, '**/assets/socket-*.js');
    await page.goto(url(`/timedlotView/${lot.lotof}/${lot.id}/0`));
    await expect(currentBid(page)).toHaveText(before);
    await expect.poll(() => socketCode.count()).toBeGreaterThan(0);

    const answer = await bidAtLeast(url(), demoBuyers.owen, lot, leading.bpop_nextbid_org!);
    expect(dollars(answer.bpop_wprice!)).not.toBe(before);
    const live = socketOpened(page);
    socketCode.release();
    await live;
    // Another journey may bid on this lot once the page is live: the page must end showing what the API reports.
    await expect
      .poll(async () => (await currentBid(page).textContent()) === dollars(await lotPriceFromApi(url(), lot)))
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it("counts down on the server's clock when the buyer's clock is 5 minutes wrong", async () => {
    const lot = await openTimedLot(url());
    const offset = 5 * 60_000 + 437;
    const { page } = await newPage({
      initScript: `{
        const RealDate = Date;
        class WrongDate extends RealDate {
          constructor(...args) { super(...(args.length ? args : [RealDate.now() + ${offset}])); }
          static now() { return RealDate.now() + ${offset}; }
        }
        globalThis.Date = WrongDate;
      }`,
    });
    await page.goto(url(`/timedlotView/${lot.lotof}/${lot.id}/0`));
    const timer = page.getByRole('timer');
    await expect(timer).toBeVisible();
    expect(await page.evaluate(() => Date.now() - (performance.timeOrigin + performance.now()))).toBeGreaterThan(
      300_000,
    );

    // When the digits turn over, by the machine's true clock (performance is not shifted), and what they say then.
    const turnovers = await timer.evaluate(
      (element) =>
        new Promise<{ at: number; text: string }[]>((resolve) => {
          const seen: { at: number; text: string }[] = [];
          const observer = new MutationObserver(() => {
            seen.push({ at: performance.timeOrigin + performance.now(), text: element.textContent ?? '' });
            if (seen.length === 5) {
              observer.disconnect();
              resolve(seen);
            }
          });
          observer.observe(element, { subtree: true, childList: true, characterData: true });
        }),
    );
    const closesAt = Date.parse(lot.date_closed);
    const later = turnovers.slice(1);
    for (const { at, text } of later) {
      // It says the time left by the server's clock (a 5 minutes wrong clock would be 300 seconds off).
      const expected = Math.floor((closesAt - at) / 1000);
      expect(Math.abs(secondsIn(text) - expected)).toBeLessThanOrEqual(1);
    }
    // And it turns over on the server's second: within 100 ms of the true second, early or late (a busy machine can
    // delay a single frame, so the median of four is what is held to it).
    const offsets = later.map(({ at }) => (((at % 1000) + 1500) % 1000) - 500).sort((a, b) => a - b);
    expect(offsets.length).toBe(4);
    expect(Math.abs((offsets[1]! + offsets[2]!) / 2)).toBeLessThan(100);
  });
});
