import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchBrowser } from './launchBrowser';
import './locatorExpectations';

export interface Journey {
  /** The shared storefront's address. */
  url: (path?: string) => string;
  /** The shared storefront's seller key, for acting as the seller (approvals, the auctioneer). */
  sellerKey: string;
  /** A fresh browser context (own storage and cookies) and page, closed after the test; errors are collected. */
  newPage: (options?: {
    width?: number;
    initScript?: string;
    /** The device's time zone (an IANA name); the machine's when not given. */
    timezoneId?: string;
  }) => Promise<{ page: Page; errors: string[] }>;
}

/** One browser per test file against the one storefront of the run; everything it opens is closed, also on failure. */
export function journey(): Journey {
  const base = inject('storefrontUrl');
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    if (task.result?.errors?.length)
      await Promise.all(contexts.flatMap((context) => context.pages()).map(printWhatPageShows));
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    url: (path = '/') => new URL(path, base).href,
    sellerKey: inject('sellerKey'),
    async newPage({ width = 1280, initScript, timezoneId } = {}) {
      if (!browser) throw new Error('The browser is not started yet.');
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        ...(timezoneId ? { timezoneId } : {}),
      });
      contexts.push(context);
      if (initScript) await context.addInitScript(initScript);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      return { page, errors };
    },
  };
}

/** A failed journey says where each of its pages was and what it showed: CI keeps only the printed output. */
async function printWhatPageShows(page: Page) {
  if (page.isClosed()) return;
  const shown = await page
    .locator('body')
    .innerText({ timeout: 2000 })
    .catch((error: Error) => `(its text could not be read: ${error.message})`);
  process.stderr.write(`\n--- the page at ${page.url()} showed:\n${shown.slice(0, 2000)}\n---\n`);
  // A dialog is rendered at the end of the page, past what the slice above shows.
  const dialogs = await page
    .getByRole('dialog')
    .all()
    .catch(() => []);
  for (const dialog of dialogs) {
    const text = await dialog.innerText({ timeout: 2000 }).catch((error: Error) => `(unreadable: ${error.message})`);
    process.stderr.write(`--- with a dialog open:\n${text.slice(0, 2000)}\n---\n`);
  }
}
