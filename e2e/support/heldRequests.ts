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
