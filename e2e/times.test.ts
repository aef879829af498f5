import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bidAs } from './support/accounts';
import { demoBuyers, openTimedLot, signIn } from './support/demoStore';
import { journey } from './support/journey';
import { buyerIdOf, signedInScript } from './support/lotPages';

const { url, newPage } = journey();

/** A buyer whose device is in Chicago: neither of the store's zones. */
const BUYERS_ZONE = 'America/Chicago';

/** 'MM/DD/YYYY hh:mm AM ZZZ' in a zone, worked out by the time zone database, apart from the storefront's code. */
function inZone(zone: string, instant: string | number, label?: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)!.value;
  return `${part('month')}/${part('day')}/${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${label ?? part('timeZoneName')}`;
}

const definition = (scope: Locator, term: string) => scope.locator(`dt:text-is("${term}") + dd`).first();

/** A time as every chat and history shows it, labelled with one of the given zones. */
const labelled = (...zones: string[]) => new RegExp(`\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d [AP]M (${zones.join('|')})$`);

describe('times', () => {
  it("labels every time with its zone: cards in Pacific 'PST', lot pages in New York, private chat in the buyer's own", async () => {
    const lot = await openTimedLot(url());
    const token = await signIn(url(), demoBuyers.grace);
    const { page, errors } = await newPage({ timezoneId: BUYERS_ZONE, initScript: signedInScript(token) });

    await page.goto(url('/'));
    const card = page
      .getByRole('article')
      .filter({ has: page.locator('time') })
      .first();
    const cardStart = card.locator('time').first();
    await expect(cardStart).toBeVisible();
    const startsAt = (await cardStart.getAttribute('datetime'))!;
    await expect(cardStart).toHaveText(inZone('America/Los_Angeles', startsAt, 'PST'));

    await page.goto(url(`/auction/timed-auction/${lot.lotof}?page=1`));
    const head = page.getByRole('region', { name: lot.auction_title });
    await expect(head).toBeVisible();
    const auctionStart = (await definition(head, 'Start Date').textContent())!;
    expect(auctionStart).toMatch(labelled('EST', 'EDT'));
    const instant = parseStoreTime(auctionStart);
    expect(auctionStart).toBe(inZone('America/New_York', instant));
    await expect(definition(head, 'Your Time')).toHaveText(inZone(BUYERS_ZONE, instant));

    await bidAs(url(), demoBuyers.lena, lot, lot.next_bid);
    await page.goto(url(`/timedlotView/${lot.lotof}/${lot.id}/${buyerIdOf(token)}`));
    await page.getByRole('button', { name: /^\d+ Bids?$/ }).click();
    const history = page.getByRole('dialog', { name: 'Bid History' });
    await expect(history.locator('tbody tr').first().locator('time')).toHaveText(labelled('EST', 'EDT'));
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Chat' }).click();
    const productChat = page.getByRole('region', { name: 'Ask about this lot' });
    await productChat.getByLabel('Message', { exact: true }).fill(`When does lot ${lot.id} ship?`);
    await productChat.getByRole('button', { name: 'Send' }).click();
    await expect(productChat.getByRole('list', { name: 'Messages' }).locator('time').last()).toHaveText(
      labelled('EST', 'EDT'),
    );

    await page.goto(url('/Dashboard/Message'));
    const privateChat = page.getByRole('region', { name: /^Chat with / });
    await privateChat.getByLabel('Message', { exact: true }).fill('Do you ship to Illinois?');
    await privateChat.getByRole('button', { name: 'Send' }).click();
    await expect(privateChat.getByRole('list', { name: 'Messages' }).locator('time').last()).toHaveText(
      labelled('CST', 'CDT'),
    );
    expect(errors).toEqual([]);
  });
});

/** The instant a New York time as the lot pages show it names (the label says which offset). */
function parseStoreTime(shown: string): number {
  const [, month, day, year, hour, minute, period, zone] =
    /^(\d\d)\/(\d\d)\/(\d{4}) (\d\d):(\d\d) ([AP]M) (E[SD]T)$/.exec(shown)!;
  const hour24 = (Number(hour) % 12) + (period === 'PM' ? 12 : 0);
  const offset = zone === 'EDT' ? 4 : 5;
  return Date.UTC(Number(year), Number(month) - 1, Number(day), hour24 + offset, Number(minute));
}
