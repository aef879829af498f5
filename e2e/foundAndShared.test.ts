import ICAL from 'ical.js';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { call, openTimedLot } from './support/demoStore';
import { journey } from './support/journey';

const { url, newPage } = journey();

/** The demo's upcoming live auction, and when it starts and ends as its page says. */
async function upcomingLiveAuction() {
  const { data } = await call(url(), 'listAuctions', {
    is_auction: 1,
    page: 1,
    limit: 30,
  });
  const auction = data.find(
    (candidate) =>
      candidate.con_check === 1 && candidate.market_status === 'open' && Date.parse(candidate.date_added) > Date.now(),
  );
  if (!auction) throw new Error('The demo store has no upcoming live auction.');
  const head = await call(url(), 'getAuctionLotDetails', { auctionid: auction.id });
  const details = head.data.auction_details;
  const end = Math.max(Date.parse(details.date_closed), Date.parse(head.data.min_max_date_closed.max_date_closed));
  return { ...auction, start: Date.parse(details.date_added), end, room: url(`/livelots/${auction.id}/0`) };
}

const compactUtc = (epochMs: number) =>
  new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

describe('Add to calendar', () => {
  it("on an upcoming live auction's page: the .ics file with its times and room, and Google's and Outlook's links", async () => {
    const auction = await upcomingLiveAuction();
    const { page, errors } = await newPage({ width: 1366 });
    await page.goto(url(`/auction/${auction.id}?page=1`));
    await expect(page.getByRole('heading', { level: 1, name: auction.title })).toBeVisible();
    const trigger = page.getByRole('button', { name: 'Add to calendar' });
    await trigger.click();
    const choices = page.getByRole('dialog', { name: 'Add to calendar' });
    await expect(choices).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      choices.getByRole('link', { name: /Download \.ics file/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
    const file = await readFile(await download.path(), 'utf8');
    const vevent = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe(`${auction.title} (live auction)`);
    expect(event.startDate.toJSDate().getTime()).toBe(auction.start);
    expect(event.endDate.toJSDate().getTime()).toBe(auction.end);
    expect(event.location).toBe(auction.room);

    const google = new URL((await choices.getByRole('link', { name: /Google Calendar/ }).getAttribute('href'))!);
    expect(google.origin).toBe('https://calendar.google.com');
    expect(google.searchParams.get('text')).toBe(`${auction.title} (live auction)`);
    expect(google.searchParams.get('dates')).toBe(`${compactUtc(auction.start)}/${compactUtc(auction.end)}`);
    expect(google.searchParams.get('location')).toBe(auction.room);
    const outlookLink = choices.getByRole('link', { name: /Outlook\.com/ });
    await expect(outlookLink).toHaveAttribute('target', '_blank');
    const outlook = new URL((await outlookLink.getAttribute('href'))!);
    expect(outlook.searchParams.get('startdt')).toBe(new Date(auction.start).toISOString().replace(/\.\d{3}/, ''));
    expect(outlook.searchParams.get('location')).toBe(auction.room);

    await page.keyboard.press('Escape');
    await expect(choices).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(errors).toEqual([]);
  });

  it('fits a phone: the button and its choices on a 375 px screen', async () => {
    const auction = await upcomingLiveAuction();
    const { page } = await newPage({ width: 375 });
    await page.goto(url(`/auction/${auction.id}?page=1`));
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const choices = page.getByRole('dialog', { name: 'Add to calendar' });
    await expect(choices.getByRole('link', { name: /Outlook\.com/ })).toBeVisible();
    const box = (await choices.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });

  it('is not offered on a timed auction', async () => {
    const lot = await openTimedLot(url());
    const { page } = await newPage();
    await page.goto(url(`/auction/timed-auction/${lot.lotof}?page=1`));
    await expect(page.getByText(`Auction ID: ${lot.lotof}`)).toBeVisible();
    expect(await page.getByRole('button', { name: 'Add to calendar' }).count()).toBe(0);
  });
});

describe("a lot page's title", () => {
  it("is the lot's in the tab, the store's on a page without a title of its own, and the lot's again on the way back", async () => {
    const lot = await openTimedLot(url());
    const { page } = await newPage();
    await page.goto(url(`/timedlotView/${lot.lotof}/${lot.id}/0`));
    await expect(page.getByRole('heading', { level: 1, name: lot.title })).toBeVisible();
    await expect(page).toHaveTitle(`${lot.title} | Bullion & Coin Auctions`);
    await page.getByRole('banner').getByRole('link', { name: 'Past Auctions' }).first().click();
    await expect(page).toHaveURL(/\/past_auctions/);
    await expect(page).toHaveTitle('Bullion & Coin Auctions');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: lot.title })).toBeVisible();
    await expect(page).toHaveTitle(`${lot.title} | Bullion & Coin Auctions`);
  });
});
