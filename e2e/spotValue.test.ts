import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journey } from './support/journey';
import { currentBid, timedLots } from './support/lotPages';

const { url, newPage } = journey();

type SpotLot = Awaited<ReturnType<typeof timedLots>>[number] & { sku: string; metal?: string; metal_troy_oz?: number };

const centsIn = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

/** The melt value box as the buyer reads it: one snapshot of its text, so a new spot tick cannot split it. */
async function readSpotValue(box: Locator) {
  await expect(box).toBeVisible();
  // Not while the prices load ('…; waiting for the spot price.').
  await expect(box).toHaveText(/per troy oz spot/);
  const text = (await box.textContent()) ?? '';
  const match =
    /Melt value(-?US \$[\d,.]+)Premium over spot([+-]?US \$[\d,.]+).*?([\d.]+) troy oz of (\w+) at (US \$[\d,.]+) per troy oz spot/.exec(
      text,
    );
  if (!match) throw new Error(`The melt value box reads: ${text}`);
  const [, melt, premium, ounces, metal, spot] = match;
  return { melt: centsIn(melt!), premium: centsIn(premium!), ounces: Number(ounces), metal, spot: centsIn(spot!) };
}

describe('spot-aware lots', () => {
  it("shows a bullion lot's melt value and premium over spot from the live prices, labelled as the demo's", async () => {
    const lots = (await timedLots(url(), { fromMinutes: 30, toMinutes: 24 * 60 })) as SpotLot[];
    const lot = lots.find((candidate) => candidate.metal !== undefined && candidate.metal_troy_oz !== undefined);
    if (!lot) throw new Error('The demo store has no open lot of known metal and weight.');
    const { page, errors } = await newPage();
    await page.goto(url(`/timedlotView/${lot.lotof}/${lot.id}/0`));
    const box = page.getByRole('region', { name: 'Melt value (demo prices)' });
    await expect(box).toBeVisible();
    await expect(box.getByText(/\(demo prices: not a market feed\)\.$/)).toBeVisible();

    const read = await readSpotValue(box);
    expect(read).toMatchObject({ ounces: lot.metal_troy_oz, metal: lot.metal });
    expect(read.melt).toBe(Math.round(read.ounces * read.spot));
    // The premium is over the price the page shows (read again should a tick or a bid land between the two reads).
    const premiumMatchesPrice = async () => {
      const now = await readSpotValue(box);
      return now.premium === centsIn((await currentBid(page).textContent()) ?? '') - now.melt;
    };
    await expect.poll(premiumMatchesPrice, { timeout: 10_000 }).toBe(true);
    // It follows the live prices: the demo's next tick (every five seconds) moves the spot price and the melt value.
    await expect.poll(async () => (await readSpotValue(box)).spot, { timeout: 20_000 }).not.toBe(read.spot);
    const later = await readSpotValue(box);
    expect(later.melt).toBe(Math.round(later.ounces * later.spot));

    // The lot drawer of the auction's lots page shows it too.
    await page.goto(url(`/auction/timed-auction/${lot.lotof}?page=1&perPage=100`));
    const card = page.locator('article').filter({ has: page.getByText(`Lot #${lot.sku}`, { exact: true }) });
    // From the keyboard (the lots page journey drives the mouse path).
    await card.getByRole('button', { name: lot.title }).press('Enter');
    const drawer = page.getByRole('dialog', { name: lot.title });
    await expect(drawer).toBeVisible();
    const inDrawer = await readSpotValue(drawer.getByRole('region', { name: 'Melt value (demo prices)' }));
    expect(inDrawer.melt).toBe(Math.round(inDrawer.ounces * inDrawer.spot));
    expect(errors).toEqual([]);
  });
});
