import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoBuyers, openTimedLot, signIn } from './support/demoStore';
import { journey } from './support/journey';
import { runningLiveAuction, liveRoom } from './support/liveAuction';
import { signedInScript } from './support/lotPages';

const { url, newPage } = journey();

const PHONE_WIDTH = 375;

/** How far the page reaches past the screen's right edge, in CSS pixels. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Scrolls to the foot of the page and waits for the frame that lays out what came into view. */
const scrolledDown = (page: Page) =>
  page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
  });

async function buyerPages() {
  const lot = await openTimedLot(url());
  const liveId = await runningLiveAuction(url());
  const { onBlock } = await liveRoom(url(), liveId);
  return [
    '/',
    '/search',
    `/auction/timed-auction/${lot.lotof}`,
    `/timedlotView/${lot.lotof}/${lot.id}/0`,
    `/livelots/${liveId}/0`,
    ...(onBlock ? [`/lotview/${liveId}/${onBlock.id}/0`] : []),
    `/liveStream/${liveId}`,
    '/dashboard',
    '/Dashboard/Profile',
    '/Dashboard/Notification',
    '/Dashboard/Paymenttabs',
    '/Dashboard/bankDetails',
    '/Dashboard/Message',
    '/WonAuction',
    '/Dashboard/FavouritesB',
    '/Checkout',
    '/contactus',
    '/aboutus',
    '/allreviews',
    '/past_auctions',
    '/TermsandConditions',
    '/buynow',
    '/inquires',
  ];
}

describe('on a phone', () => {
  it(`fits every page in ${PHONE_WIDTH} px: nothing scrolls sideways, once loaded or scrolled down`, async () => {
    const token = await signIn(url(), demoBuyers.grace);
    const { page, errors } = await newPage({ width: PHONE_WIDTH, initScript: signedInScript(token) });
    for (const path of await buyerPages()) {
      await page.goto(url(path));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Parts of a page mount when their code and data arrive (home's lower sections, a lot's bid history).
      await page.waitForLoadState('networkidle');
      expect.soft(await sidewaysOverflow(page), `${path} once loaded`).toBe(0);
      await scrolledDown(page);
      expect.soft(await sidewaysOverflow(page), `${path} scrolled down`).toBe(0);
    }
    expect(errors).toEqual([]);
  });
});
