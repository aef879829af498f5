import type { Page } from 'playwright-core';

/** Holds the page's requests matching `pattern` until the returned function is called; then they go through. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
