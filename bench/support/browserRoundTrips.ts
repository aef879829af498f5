import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { timeEchoes } from './echoRoundTrips';

const socketIoBundle = createRequire(import.meta.url).resolve('socket.io-client/dist/socket.io.js');

/**
 * Round trips of a socket.io message from a page in Chromium to `url`'s `echo` and back (its acknowledgement), in ms:
 * the browser's own part of a realtime message, which a bid seen in another browser pays twice.
 */
export async function browserEchoRoundTrips(browser: Browser, url: string, rounds: number): Promise<number[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.addScriptTag({ path: socketIoBundle });
    // The page runs node's own loop from its source, on the socket.io bundle's `io`.
    return await page.evaluate<number[]>(`(${timeEchoes.toString()})(window.io, location.origin, ${rounds})`);
  } finally {
    await context.close();
  }
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
