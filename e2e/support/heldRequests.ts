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
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(pattern, async (route) => {
    count += 1;
    const answer = await route.fetch();
    await released;
    await route.fulfill({ response: answer });
  });
  return { count: () => count, release };
}
