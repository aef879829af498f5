import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { timeEchoes } from './echoRoundTrips';

const socketIoBundle = createRequire(import.meta.url).resolve('socket.io-client/dist/socket.io.js');

/** Runs `measure` on a page of a context of its own, open at `url`, and closes the context. */
async function onPageAt<T>(browser: Browser, url: string, measure: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    return await measure(page);
  } finally {
    await context.close();
  }
}

/**
 * Round trips of a socket.io message from a page in Chromium to `url`'s `echo` and back (its acknowledgement), in ms:
 * the browser's own part of a realtime message, which a bid seen in another browser pays twice.
 */
export function browserEchoRoundTrips(browser: Browser, url: string, rounds: number): Promise<number[]> {
  return onPageAt(browser, url, async (page) => {
    await page.addScriptTag({ path: socketIoBundle });
    // The page runs node's own loop from its source, on the socket.io bundle's `io`.
    return page.evaluate<number[]>(`(${timeEchoes.toString()})(window.io, location.origin, ${rounds})`);
  });
}

/**
 * Round trips of a page's own `GET` to the bare server at `url` (which answers every call at once), `pauseMs` apart,
 * in ms: what Chromium itself costs any call over HTTP on this machine, before a server decides anything.
 */
export function browserBareFetchRoundTrips(browser: Browser, url: string, rounds: number, pauseMs: number) {
  return onPageAt(browser, url, (page) => pageFetchRoundTrips(page, '/health', rounds, pauseMs));
}

/** Round trips of `GET path` from a page already open, by the page's own fetch, `pauseMs` apart, in ms. */
export function pageFetchRoundTrips(page: Page, path: string, rounds: number, pauseMs: number): Promise<number[]> {
  return page.evaluate(
    async ({ path, rounds, pauseMs }) => {
      const trips: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const start = performance.now();
        const answer = await fetch(path, { cache: 'no-store' });
        await answer.arrayBuffer();
        trips.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      return trips;
    },
    { path, rounds, pauseMs },
  );
}
