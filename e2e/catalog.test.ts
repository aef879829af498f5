import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registeredBuyer } from './support/accounts';
import { call, demoBuyers, listedLots, openTimedLot, signIn } from './support/demoStore';
import { journey } from './support/journey';
import { buyerIdOf, signedInScript } from './support/lotPages';

const { url, newPage } = journey();

const HEADLINE = "We are the Northwest's most trusted resource for precious metals!";

const auctionCards = (page: Page) => page.getByRole('list', { name: 'Auctions' }).getByRole('article');
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing / });
const filters = (page: Page) => page.getByRole('region', { name: 'Filters' });

describe('the catalog: home listing, lot search and past auctions', () => {
  it('filters and sorts the home listing in the URL, and reload and back restore each view', async () => {
    const { page, errors } = await newPage();
    await page.goto(url('/'));
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    await expect(page.getByRole('link', { name: /Call us now!/ })).toBeVisible();
    expect(await page.getByRole('link', { name: /Call us now!/ }).getAttribute('href')).toMatch(/^tel:/);
    const metals = page.getByRole('region', { name: /Metal prices/ });
    for (const metal of ['GOLD', 'SILVER', 'PLATINUM', 'PALLADIUM'])
      await expect(metals.getByText(metal, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Current and upcoming auctions' })).toBeVisible();
    for (const tile of ['Buying', 'Selling', 'Trading', 'Auctions']) {
      await expect(page.getByRole('list', { name: 'What we do' }).getByRole('link', { name: tile })).toBeVisible();
    }

    const live = auctionCards(page).filter({ hasText: 'Live Auction Started' });
    await expect(live.first()).toBeVisible();
    expect(await live.first().getByRole('link', { name: 'View Lots' }).getAttribute('href')).toMatch(
      /^\/auction\/\d+\?page=1$/,
    );
    const timed = auctionCards(page).filter({ hasText: 'Timed Auction' });
    expect(await timed.first().getByRole('link', { name: 'View Lots' }).getAttribute('href')).toMatch(
      /^\/auction\/timed-auction\/\d+\?page=1$/,
    );
    await expect(auctionCards(page).first()).toHaveText(new RegExp('PST'));
    const allCount = await auctionCards(page).count();

    await filters(page).getByRole('radio', { name: 'Timed' }).click();
    await expect(page).toHaveURL(/[?&]timed_live=timed/);
    await expect(live.first()).toBeHidden();
    await expect.poll(() => auctionCards(page).count()).toBeLessThan(allCount);
    await page.reload();
    await expect(filters(page).getByRole('radio', { name: 'Timed', checked: true })).toBeVisible();
    await expect(auctionCards(page).first()).toBeVisible();
    await expect(live.first()).toBeHidden();

    const firstOldest = await auctionCards(page).first().getByRole('heading').textContent();
    await page.getByLabel('Sort By').selectOption('2');
    await expect(page).toHaveURL(/[?&]orderby=2/);
    await expect(page).toHaveURL(/[?&]timed_live=timed/);
    await expect(auctionCards(page).first().getByRole('heading')).not.toHaveText(firstOldest ?? '');
    await page.reload();
    await expect(page.getByLabel('Sort By')).toHaveValue('2');

    await page.goBack();
    await expect(page).not.toHaveURL(/orderby=/);
    await expect(page.getByLabel('Sort By')).toHaveValue('3');
    await expect(auctionCards(page).first().getByRole('heading')).toHaveText(firstOldest ?? '');
    await page.goBack();
    await expect(page).not.toHaveURL(/timed_live=/);
    await expect(filters(page).getByRole('radio', { name: 'All Auctions', checked: true })).toBeVisible();
    await expect.poll(() => auctionCards(page).count()).toBe(allCount);

    await filters(page).getByRole('radio', { name: 'Live' }).click();
    await expect(page).toHaveURL(/[?&]timed_live=live/);
    await filters(page).getByRole('button', { name: 'Clear all' }).click();
    await expect(page.locator('[aria-label="Auctions"][aria-busy="true"]')).toBeVisible();
    await expect(page.getByText('Loading results…')).toBeVisible();
    await expect(page.getByText('Showing 0 results')).toBeHidden();
    await expect(page).not.toHaveURL(/timed_live=/);
    await expect(page.locator('[aria-label="Auctions"][aria-busy="true"]')).toBeHidden();
    await expect.poll(() => auctionCards(page).count()).toBe(allCount);

    // A To date typed before the From date stays in its field with a message, and no search goes out for it.
    const backwards: string[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes('"to_date_io":"2026-11-01"')) backwards.push(request.url());
    });
    const from = filters(page).getByLabel('From');
    const to = filters(page).getByLabel('To');
    await from.fill('2026-11-10');
    await expect(page).toHaveURL(/[?&]from_date_io=2026-11-10/);
    await to.fill('2026-11-01');
    const message = filters(page).getByText('The To date must be on or after the From date.', { exact: true });
    await expect(message).toBeVisible();
    await expect(to).toHaveAccessibleDescription('The To date must be on or after the From date.');
    await expect(from).toHaveValue('2026-11-10');
    await expect(to).toHaveValue('2026-11-01');
    await expect(page).not.toHaveURL(/to_date_io=/);
    expect(backwards).toEqual([]);
    await filters(page).getByRole('button', { name: 'Clear all' }).click();
    await expect(message).toBeHidden();
    await expect(to).toHaveValue('');
    expect(errors).toEqual([]);
  });

  it('pages and sizes the search results in the URL, lists them as a table, and brings a page beyond the count back to 1', async () => {
    const { page, errors } = await newPage();
    await page.goto(url('/?search=silver'));
    await expect(page.getByLabel('Results per page')).toHaveValue('30');
    await page.getByLabel('Results per page').selectOption('10');
    await expect(page).toHaveURL(/[?&]limit=10/);
    await expect(resultCount(page)).toHaveText(/^Showing 1–10 of \d+ results$/);

    await page
      .getByRole('navigation', { name: 'Result pages' })
      .getByRole('button', { name: 'Next page' })
      .first()
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(resultCount(page)).toHaveText(/^Showing 11–20 of \d+ results$/);
    await page.reload();
    await expect(resultCount(page)).toHaveText(/^Showing 11–20 of \d+ results$/);

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/[?&]view=list/);
    const table = page.getByRole('table', { name: 'Lots found' });
    for (const column of ['Lot #', 'Image', 'Title', 'Description', 'Current Bid', 'No. Of Bids']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL(/[?&]page=2/);

    await page.goBack();
    await expect(page).not.toHaveURL(/view=list/);
    await expect(page).toHaveURL(/[?&]page=2/);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(resultCount(page)).toHaveText(/^Showing 1–10 of \d+ results$/);
    await page.goBack();
    await expect(page).not.toHaveURL(/limit=10/);
    await expect(resultCount(page)).toHaveText(/^Showing 1–30 of \d+ results$/);

    await page.goto(url('/?search=silver&limit=10&page=2'));
    await filters(page).getByRole('checkbox', { name: 'New' }).click();
    await expect(page).toHaveURL(/condition=/);
    await expect(page).not.toHaveURL(/page=2/);

    await page.goto(url('/?search=silver&limit=10&page=99'));
    await expect(page).not.toHaveURL(/page=99/);
    await expect(resultCount(page)).toHaveText(/^Showing 1–10 of \d+ results$/);
    expect(errors).toEqual([]);
  });

  it("searches from the header into the lot search, and says 'No Products Found' when nothing matches", async () => {
    const { page, errors } = await newPage();
    await page.goto(url('/'));
    const searchBox = page.getByRole('banner').getByRole('combobox', { name: 'Search lots' });
    await searchBox.fill('Morgan');
    await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toHaveText(
      /Morgan/,
    );
    await searchBox.press('Escape');
    await searchBox.press('Enter');
    await expect(page).toHaveURL(url('/lotsearch?search=Morgan'));
    await expect(page.getByRole('list', { name: 'Lots' }).getByRole('article').first()).toHaveText(
      new RegExp('Morgan'),
    );
    await expect(page.getByLabel('Sort By')).toBeHidden();

    await filters(page).getByRole('checkbox', { name: 'Used' }).click();
    await expect(page).toHaveURL(/conditions=/);
    await page.reload();
    await expect(filters(page).getByRole('checkbox', { name: 'Used', checked: true })).toBeVisible();

    await filters(page).getByLabel('From').fill('50');
    await filters(page).getByRole('button', { name: 'Apply' }).click();
    await expect(filters(page).getByText('Please Enter Both Values')).toBeVisible();

    await page.goto(url('/search?search=Morgan&view=list'));
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “Morgan”' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Lots found' })).toBeVisible();

    await page.goto(url('/?search=no-lot-is-called-this'));
    await expect(page.getByText('No Products Found')).toBeVisible();
    await expect(searchBox).toHaveValue('');
    // A search link opened directly shows its words in the header's box.
    await page.goto(url('/lotsearch?search=no-lot-is-called-this'));
    await expect(page.getByText('No Products Found')).toBeVisible();
    await expect(searchBox).toHaveValue('no-lot-is-called-this');
    await page.goBack();
    await expect(searchBox).toHaveValue('');
    expect(errors).toEqual([]);
  });

  it('lists past auctions with View Auction, and the header search stays on past auctions', async () => {
    const { page, errors } = await newPage();
    await page.goto(url('/past_auctions'));
    await expect(page.getByRole('heading', { level: 1, name: 'Past Auctions' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Past auctions' }).getByRole('article');
    await expect(cards.first().getByRole('link', { name: 'View Auction' })).toBeVisible();
    await expect(cards.first()).toHaveText(new RegExp('Auction Closed'));
    const title = (await cards.first().getByRole('heading').textContent()) ?? '';

    const searchBox = page.getByRole('banner').getByRole('combobox', { name: 'Search lots' });
    await searchBox.fill(title.split(' ')[0] ?? title);
    await searchBox.press('Enter');
    await expect(page).toHaveURL(/\/past_auctions\?search=/);
    await expect(cards.first().getByRole('heading')).toHaveText(title);

    await page.goto(url('/past_auctions?search=no-auction-is-called-this'));
    await expect(page.getByText('No Products Found')).toBeVisible();
    await expect(searchBox).toHaveValue('no-auction-is-called-this');
    expect(errors).toEqual([]);
  });

  it('lets a signed-in buyer open a lot in the quick view, keep it as a favourite, place a maximum bid and go to its auction from a lot card of the search results', async () => {
    const lot = await openTimedLot(url());
    const lena = buyerIdOf(await signIn(url(), demoBuyers.lena));
    const { page, errors } = await newPage();
    await page.goto(url('/login'));
    await page.getByLabel('Email address').fill(demoBuyers.lena.email);
    await page.getByLabel('Password', { exact: true }).fill(demoBuyers.lena.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('banner').getByText(demoBuyers.lena.first_name)).toBeVisible();

    await page.goto(url(`/lotsearch?search=${encodeURIComponent(lot.title)}`));
    // Titles repeat across auctions (and past ones); each card names its auction, and the price tells copies apart.
    const price = `US $${lot.wprice.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const card = page
      .getByRole('list', { name: 'Lots' })
      .getByRole('article')
      .filter({ hasText: lot.title })
      .filter({ has: page.getByRole('link', { name: lot.auction_title, exact: true }) })
      .filter({ hasText: price })
      .first();
    const notifications = page.getByRole('region', { name: 'Notifications' });
    const heart = card.getByRole('button', { name: 'Favorite' });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect(notifications.getByText('Added to Favorite', { exact: true })).toBeVisible();
    await page.reload();
    await expect(card).toBeVisible();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await heart.click();
    await expect(notifications.getByText('Removed from Favorite', { exact: true })).toBeVisible();
    await page.reload();
    await expect(card).toBeVisible();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');

    // The lot opens in the quick view, whose link goes to the lot's page.
    await card.getByRole('button', { name: lot.title }).click();
    const quickView = page.getByRole('dialog', { name: lot.title });
    await expect(quickView.getByRole('button', { name: 'Place Maximum Bid' })).toBeVisible();
    expect(await quickView.getByRole('link', { name: 'View lot details' }).getAttribute('href')).toBe(
      `/timedlotView/${lot.lotof}/${lot.id}/${lena}`,
    );
    await page.keyboard.press('Escape');
    await expect(quickView).toBeHidden();
    // Focus is back on the card the lot was opened from.
    await expect
      .poll(() => card.getByRole('button', { name: lot.title }).evaluate((button) => button === document.activeElement))
      .toBe(true);

    await card.getByLabel('Enter bid').fill(String(lot.next_bid + 500));
    await card.getByRole('button', { name: 'Place Max Bid' }).click();
    await expect(notifications.getByText('Bid Submitted Successfully', { exact: true }).first()).toBeVisible();

    // The bid moved the price the card was told apart by; the lot's title and auction find it again.
    await page
      .getByRole('list', { name: 'Lots' })
      .getByRole('article')
      .filter({ hasText: lot.title })
      .getByRole('link', { name: lot.auction_title, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(url(`/auction/timed-auction/${lot.lotof}?page=1`));
    await expect(page.getByRole('heading', { level: 1, name: lot.auction_title })).toBeVisible();
    expect(errors).toEqual([]);
  });

  it("keeps the amount in a search result's bid box when the server refuses the bid, with the server's words", async () => {
    const registration = await newPage();
    const buyer = await registeredBuyer(registration.page, url());
    // A lot of the live auction still to come takes absentee bids, from the buyers registered for that auction only.
    const found = await call(url(), 'searchLots', { limit: 100, page: 1, timed_live: 'live', userid: 0 });
    const lot = listedLots(found).find((candidate) => Date.parse(candidate.date_added) > Date.now() + 600_000)!;
    const { page, errors } = await newPage({ initScript: signedInScript(await signIn(url(), buyer)) });
    await page.goto(url(`/lotsearch?search=${encodeURIComponent(lot.title)}`));
    const card = page
      .getByRole('list', { name: 'Lots' })
      .getByRole('article')
      .filter({ hasText: lot.title })
      .filter({ has: page.getByRole('link', { name: lot.auction_title, exact: true }) })
      .first();
    await card.getByLabel('Enter bid').fill(String(lot.next_bid));
    await card.getByRole('button', { name: 'Place Max Bid' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Notifications' })
        .getByText('Please Register Live Auction And Participate.', { exact: true }),
    ).toBeVisible();
    await expect(card.getByLabel('Enter bid')).toHaveValue(String(lot.next_bid));
    expect(errors).toEqual([]);
  });
});
