import { describe, expect, it } from 'vitest';
import { demoBuyers, signIn } from './support/demoStore';
import { journey } from './support/journey';
import { signedInScript } from './support/lotPages';

const { url, newPage } = journey();

describe('storefront started as the README says', () => {
  it('serves the home page with the shell, a session cookie and no errors', async () => {
    const { page, errors } = await newPage();
    await page.goto(url());
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: "We are the Northwest's most trusted resource for precious metals!",
      }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Bullion & Coin Auctions' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '(503) 555-0147' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'user_session')?.value).toMatch(/^\d{6}$/);
    expect(errors).toEqual([]);
  });

  it("shows the store's name at once while the first page's data is on its way, then the page", async () => {
    const { page, errors } = await newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auctionListing', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(url());
    const placeholder = page.getByRole('status', { name: 'Loading the storefront' });
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveText('Bullion & Coin Auctions');
    release();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: "We are the Northwest's most trusted resource for precious metals!",
      }),
    ).toBeVisible();
    await expect(placeholder).toBeHidden();
    expect(errors).toEqual([]);
  });

  it('shows the not-found page for an unknown route and an unknown lot', async () => {
    const { page } = await newPage();
    await page.goto(url('/no-such-page'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the auctions' }).click();
    await expect(page).toHaveURL(url());
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: "We are the Northwest's most trusted resource for precious metals!",
      }),
    ).toBeVisible();

    await page.goto(url('/timedlotView/1/999999/0'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto(url('/timedlotView/1/abc/0'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  it('keeps the page when a part loaded after the first paint fails to arrive, and shows the part once it does', async () => {
    const token = await signIn(url(), demoBuyers.grace);
    const { page } = await newPage({ width: 375, initScript: signedInScript(token) });
    // The first two requests of each part fail, as they do while the server restarts under an open page.
    const failuresLeft = new Map<string, number>();
    await page.route(/\/assets\/(HomeContent|StoreFooter|BuyerMobileBar)-[\w-]+\.js$/, async (route) => {
      const part = new URL(route.request().url()).pathname;
      const left = failuresLeft.get(part) ?? 2;
      failuresLeft.set(part, left - 1);
      await (left > 0 ? route.abort('connectionrefused') : route.continue());
    });
    await page.goto(url());
    await expect(page.getByRole('banner').getByRole('link', { name: 'Bullion & Coin Auctions' }).first()).toBeVisible();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: "We are the Northwest's most trusted resource for precious metals!",
      }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '(503) 555-0147' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeHidden();
    expect([...failuresLeft.values()]).toEqual([-1, -1, -1]);
  });

  it('answers the health probe through the same server', async () => {
    const response = await fetch(url('/health'));
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });
});
