import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, demoBuyers, signIn } from './support/demoStore';
import { journey } from './support/journey';
import { buyerIdOf, dollars, signedInScript } from './support/lotPages';

const { url, newPage } = journey();

/** The demo's upcoming live auction, and one of its lots that already holds the house's absentee bids. */
async function upcomingLiveLot(base: string) {
  const auctions = await call(base, 'listAuctions', { is_auction: 1, page: 1 });
  const auction = auctions.data.find((row) => row.con_check === 1 && Date.parse(row.date_added) > Date.now());
  if (!auction) throw new Error('The demo store has no upcoming live auction.');
  const lots = await call(base, 'searchAuctionLots', {
    lotof: auction.id,
    page: 1,
    limit: 100,
    userid: 0,
  });
  const lot = lots.response.results.find((row) => (row.bidcnt ?? row.bid_count ?? 0) > 0);
  if (!lot) throw new Error('The upcoming live auction has no lot with absentee bids.');
  return { auctionId: auction.id, lot };
}

const lotCard = (page: Page, sku: string) =>
  page.locator('article').filter({ has: page.getByText(`Lot #${sku}`, { exact: true }) });
const priceIn = (scope: ReturnType<Page['locator']>) => scope.locator('dt:text-is("Current Bid") + dd').first();

describe('retracting a maximum bid before a live auction starts', () => {
  it('puts the price back to the remaining top bid on both screens, without a reload', async () => {
    const { auctionId, lot } = await upcomingLiveLot(url());
    const lotsPage = url(`/auction/${auctionId}?page=1`);
    const grace = await signIn(url(), demoBuyers.grace);
    const buyer = await newPage({ initScript: signedInScript(grace) });
    const watcher = await newPage();
    await buyer.page.goto(lotsPage);
    await watcher.page.goto(lotsPage);
    await expect(priceIn(lotCard(watcher.page, lot.sku))).toHaveText(dollars(lot.wprice));

    await lotCard(buyer.page, lot.sku).getByRole('button', { name: lot.title }).click();
    const drawer = buyer.page.getByRole('dialog', { name: lot.title });
    await expect(drawer.getByText('Live Auction Starts In:')).toBeVisible();
    // Well above the house's absentee maximum, so the buyer leads.
    const maximum = Math.ceil(lot.highest! * 3);
    await drawer.getByLabel('Enter bid').fill(String(maximum));
    await drawer.getByRole('button', { name: 'Place Maximum Bid' }).click();
    await expect(
      drawer
        .getByRole('definition')
        .filter({ hasText: dollars(maximum) })
        .first(),
    ).toBeVisible();
    await expect(drawer.getByLabel('All-in price')).toBeVisible();
    await drawer.getByRole('button', { name: 'Confirm Bid' }).click();
    const notices = buyer.page.getByRole('region', { name: 'Notifications' });
    await expect(notices.getByText('Bid Submitted Successfully')).toBeVisible();
    await expect(drawer.locator('dt:text-is("Your maximum bid") + dd')).toHaveText(dollars(maximum));
    await expect(priceIn(drawer)).not.toHaveText(dollars(lot.wprice));
    const leading = await priceIn(drawer).textContent();
    await expect(priceIn(lotCard(watcher.page, lot.sku))).toHaveText(leading!);

    await drawer.getByRole('button', { name: 'Retract Bid' }).click();
    const question = buyer.page.getByRole('dialog', { name: 'Retract Bid' });
    await expect(question.getByText('Do you want to retract this bid?', { exact: true })).toBeVisible();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(notices.getByText('Bid Retracted Successfully', { exact: true })).toBeVisible();

    await expect(priceIn(drawer)).toHaveText(dollars(lot.wprice));
    await expect(priceIn(lotCard(watcher.page, lot.sku))).toHaveText(dollars(lot.wprice));
    await expect(drawer.getByRole('button', { name: 'Retract Bid' })).toBeHidden();
    expect(buyer.errors).toEqual([]);
    expect(watcher.errors).toEqual([]);
  });

  it("retracts it from the live lot's own page too", async () => {
    const { auctionId, lot } = await upcomingLiveLot(url());
    const grace = await signIn(url(), demoBuyers.grace);
    const { page, errors } = await newPage({ initScript: signedInScript(grace) });
    await page.goto(url(`/lotview/${auctionId}/${lot.id}/${buyerIdOf(grace)}`));
    await expect(page.getByRole('heading', { level: 1, name: lot.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retract Bid' })).toBeHidden();

    const maximum = Math.ceil(lot.highest! * 3);
    await page.getByLabel('Bid Amount').fill(String(maximum));
    await page.getByRole('button', { name: 'Place Max Bid' }).click();
    // Far above the current bid: the form asks to confirm with the all-in price.
    await page.getByRole('button', { name: 'Confirm Bid' }).click();
    const notices = page.getByRole('region', { name: 'Notifications' });
    await expect(notices.getByText('Bid Submitted Successfully')).toBeVisible();
    await expect(page.getByText("You're Winning!", { exact: true })).toBeVisible();
    const ownMaximum = page.locator('dt:text-is("Your maximum bid") + dd');
    await expect(ownMaximum).toHaveText(dollars(maximum));

    // Leading, the Min. Bid is above the buyer's own maximum, and the server takes it.
    const minimumText = page.locator('dt:text-is("Min. Bid") + dd');
    await expect(minimumText).not.toHaveText(dollars(maximum));
    const least = Number((await minimumText.textContent())!.replace(/[^0-9.]/g, ''));
    expect(least).toBeGreaterThan(maximum);
    await page.getByLabel('Bid Amount').fill(String(least));
    await page.getByRole('button', { name: 'Place Max Bid' }).click();
    await page.getByRole('button', { name: 'Confirm Bid' }).click();
    await expect(ownMaximum).toHaveText(dollars(least));

    // Each retraction takes back the buyer's latest bid: first the raise, then the first maximum.
    const question = page.getByRole('dialog', { name: 'Retract Bid' });
    await page.getByRole('button', { name: 'Retract Bid' }).click();
    await expect(question.getByText('Do you want to retract this bid?', { exact: true })).toBeVisible();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(notices.getByText('Bid Retracted Successfully', { exact: true })).toBeVisible();
    await expect(ownMaximum).toHaveText(dollars(maximum));
    await page.getByRole('button', { name: 'Retract Bid' }).click();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText("You're Winning!", { exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Retract Bid' })).toBeHidden();
    expect(errors).toEqual([]);
  });
});
