import { timedBidBody } from '@storefront/api-client';
import type { Page } from 'playwright-core';
import { call, listedLots, type OpenLot, signIn } from './demoStore';

/** The buyer's id inside their token. */
export const buyerIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).id as number;

/** An init script that stores the buyer's token where the storefront keeps it, so the page opens signed in. */
export const signedInScript = (token: string) => `localStorage.setItem('token', ${JSON.stringify(token)});`;

/** The open timed lots of the demo store that started and close within the window, soonest first. */
export async function timedLots(base: string, closesWithin: { fromMinutes: number; toMinutes: number }) {
  const pages = await Promise.all(
    [1, 2, 3].map((page) =>
      call(base, 'searchLots', {
        limit: 100,
        page,
        timed_live: 'timed',
        userid: 0,
      }),
    ),
  );
  const now = Date.now();
  return pages
    .flatMap(listedLots)
    .filter(
      (lot) =>
        lot.con_check !== 1 &&
        lot.market_status === 'open' &&
        Date.parse(lot.date_added) < now &&
        Date.parse(lot.date_closed) > now + closesWithin.fromMinutes * 60_000 &&
        Date.parse(lot.date_closed) < now + closesWithin.toMinutes * 60_000,
    )
    .sort((a, b) => Date.parse(a.date_closed) - Date.parse(b.date_closed));
}

/** A maximum bid straight to the API, as another buyer's browser would send it. */
export async function bidAs(base: string, token: string, lot: OpenLot, amount: number) {
  const answer = await call(base, 'placeTimedBid', timedBidBody(lot, buyerIdOf(token), amount), token);
  if (answer.status !== 'success') throw new Error(`The bid was refused: ${answer.error}`);
  return answer;
}

/** The lot's current price as the API reports it. */
export const lotPriceFromApi = async (base: string, lot: Pick<OpenLot, 'id'>) =>
  (await call(base, 'getProductDetails', { product_id: lot.id })).results.wprice;

export { signIn };

/** The lot page's facts as a buyer reads them. */
export const currentBid = (page: Page) => page.locator('dt:text-is("Current Bid") + dd').first();
export const dollars = (amount: number) => `US $${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const unitSeconds: Record<string, number> = { day: 86_400, hour: 3_600, minute: 60, second: 1 };
/** The time left the timer reads out ('4 minutes 12 seconds'), in seconds. */
export const secondsLeft = async (page: Page) => {
  const text = (await page.getByRole('timer').first().textContent()) ?? '';
  return [...text.matchAll(/(\d+) (day|hour|minute|second)s?\b/g)].reduce(
    (total, [, value, unit]) => total + Number(value) * unitSeconds[unit!]!,
    0,
  );
};

/**
 * Scrolls the page down, as a buyer would, until the lot's card is rendered: the lots page renders only the cards
 * near the screen (a virtualised list), so a card far down is not in the page until the buyer gets there.
 */
export async function scrollToLot(page: Page, title: string) {
  const card = page.getByRole('article', { name: title }).first();
  await page.getByRole('list', { name: 'Lots of this auction' }).waitFor();
  for (let step = 0; step < 200 && (await card.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
  return card;
}
