import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './support/demoStore';
import { journey } from './support/journey';

const { url, newPage } = journey();

/** The store's Gold category and its Gold Coins, as the store details carry them, and how many lots Gold Coins holds. */
async function goldCoins() {
  const stores = await call(url(), 'getStores', undefined);
  const details = await call(url(), 'getStoreDetails', {
    store_id: stores.response[0]!.id,
  });
  const gold = details.data.parent_cat.find((category) => category.name === 'Gold')!;
  const coins = gold.subcategory!.find((sub) => sub.name === 'Gold Coins')!;
  const found = await call(url(), 'searchLots', {
    page: 1,
    limit: 10,
    cat_id: [gold.id],
    sub_cat_id_multiple_io: [coins.id],
  });
  expect(found.result?.totalCount).toBeGreaterThan(0);
  return { gold, coins, total: found.result!.totalCount };
}

/** Whether the element has the keyboard focus. */
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** The lot search the menu opened: Gold Coins named and ticked, and only its lots counted. */
async function expectGoldCoinsSearch(page: Page, expected: Awaited<ReturnType<typeof goldCoins>>) {
  await expect(page).toHaveURL(url(`/lotsearch?cat_id=${expected.gold.id}&sub_cat_id=${expected.coins.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Gold Coins' })).toBeVisible();
  const results = expected.total === 1 ? 'result' : 'results';
  await expect(page.getByText(new RegExp(`of ${expected.total} ${results}$`))).toBeVisible();
}

describe("the store's menus", () => {
  it('opens Gold → Gold Coins from the header with the keyboard on a wide screen', async () => {
    const expected = await goldCoins();
    const { page, errors } = await newPage({ width: 1366 });
    await page.goto(url('/'));
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const gold = nav.getByRole('button', { name: 'Gold' });
    await expect(gold).toHaveAttribute('aria-haspopup', 'menu');
    await gold.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Gold' });
    const overview = menu.getByRole('menuitem', { name: 'Gold', exact: true });
    await expect.poll(() => focused(overview)).toBe(true);
    await expect
      .poll(() => menu.getByRole('menuitem').allTextContents())
      .toEqual(['Gold', ...expected.gold.subcategory!.map((sub) => sub.name)]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect.poll(() => focused(gold)).toBe(true);

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(overview)).toBe(true);
    // Down the sub-categories, one key at a time, each landing on the next entry.
    for (const sub of expected.gold.subcategory!) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focused(menu.getByRole('menuitem', { name: sub.name, exact: true }))).toBe(true);
      if (sub.name === 'Gold Coins') break;
    }
    await page.keyboard.press('Enter');
    await expectGoldCoinsSearch(page, expected);
    // Back in the header, the menu holding the page shown is marked.
    await expect(gold).toHaveAttribute('data-active', 'true');
    expect(errors).toEqual([]);
  });

  it('opens Gold → Gold Coins from the mobile menu at 375 px', async () => {
    const expected = await goldCoins();
    const { page, errors } = await newPage({ width: 375 });
    await page.goto(url('/'));
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Menu' }).click();
    await header.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Gold' }).click();
    const coins = page.getByRole('menu', { name: 'Gold' }).getByRole('menuitem', { name: 'Gold Coins' });
    await expect(coins).toBeVisible();
    const box = await coins.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await coins.click();
    await expectGoldCoinsSearch(page, expected);
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    expect(errors).toEqual([]);
  });
});
