import type { Page } from 'playwright-core';

export interface HeldRequests {
  /** How many of the page's requests have been held so far. */
  count(): number;
  /** Hands the held answers to the page; later requests go through at once. */
  release(): void;
}

/**
 * Holds the answers to the page's requests matching `pattern` until `release()`. Each request is answered by the server
 * at once and its answer kept, so the page gets it even if its network has been cut meanwhile.
 */
export async function holdRequests(page: Page, pattern: string): Promise<HeldRequests> {
  let released = false;
  let release = () => {};
  const releasing = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(pattern, async (route) => {
    try {
      if (released) return await route.continue();
      count += 1;
      const answer = await route.fetch();
      await releasing;
      await route.fulfill({ response: answer });
    } catch (error) {
      // A page closed at the end of its test takes its requests, and the answers kept for them, with it.
      if (!page.isClosed()) throw error;
    }
  });
  return {
    count: () => count,
    release: () => {
      released = true;
      release();
    },
  };
}

/**
 * Holds the page's requests whose address matches `urlPattern` (CDP's wildcards: `*` and `?`) until `release()`,
 * leaving the browser's cache on: Playwright's routes turn the cache off, which would make every file a network fetch.
 * A held request goes to the server only when released.
 */
export async function holdRequestsKeepingCache(page: Page, urlPattern: string): Promise<HeldRequests> {
  const session = await page.context().newCDPSession(page);
  const held: string[] = [];
  let count = 0;
  let released = false;
  const go = (requestId: string) => session.send('Fetch.continueRequest', { requestId }).catch(() => undefined);
  session.on('Fetch.requestPaused', ({ requestId }) => {
    if (released) return void go(requestId);
    count += 1;
    held.push(requestId);
  });
  await session.send('Fetch.enable', { patterns: [{ urlPattern, requestStage: 'Request' }] });
  return {
    count: () => count,
    // Later requests are not held: the session lets them go and leaves.
    release: () => {
      released = true;
      void Promise.all(held.splice(0).map(go)).then(() => session.detach().catch(() => undefined));
    },
  };
}
