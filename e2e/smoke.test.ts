import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/launchBrowser';
import { startStorefront, type RunningStorefront } from './support/startStorefront';

let storefront: RunningStorefront;
let browser: Browser;

beforeAll(async () => {
  [storefront, browser] = await Promise.all([startStorefront(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await storefront?.stop();
});

describe('storefront started as the README says', () => {
  it('serves the home page with the shell, a session cookie and no errors', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(storefront.url);

    await expect(page.getByRole('heading', { level: 1, name: 'Auctions' }).isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Bullion & Coin Auctions' }).isVisible(),
    ).resolves.toBe(true);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'user_session')?.value).toMatch(/^\d{6}$/);
    expect(errors).toEqual([]);
  });

  it('shows the not-found page for an unknown route', async () => {
    const page = await browser.newPage();
    await page.goto(new URL('/no-such-page', storefront.url).href);
    await expect(page.getByRole('heading', { name: 'Page not found' }).isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Back to the auctions' }).click();
    await page.waitForURL(storefront.url);
    await expect(page.getByRole('heading', { level: 1, name: 'Auctions' }).isVisible()).resolves.toBe(true);
  });

  it('answers the health probe through the same server', async () => {
    const response = await fetch(new URL('/health', storefront.url));
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });
});
