import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signIn, type OpenLot } from './demoStore';
import { registeredThroughApi } from './apiBuyers';
import { bidAs as bidWithToken, buyerIdOf } from './lotPages';
import type { NewBuyer } from './newBuyer';

// Without Vitest or a browser, so that scripts outside the test runner (the soak) sign buyers up with it too.
export { newBuyer, type NewBuyer } from './newBuyer';

/** The link of the newest mail to `to` whose subject starts with `subject`, read in the development outbox. */
export async function mailLink(page: Page, base: string, to: string, subject: string): Promise<string> {
  await page.goto(new URL('/dev/outbox', base).href);
  const mail = page
    .getByRole('article')
    .filter({ hasText: `To ${to},` })
    .filter({ has: page.getByRole('heading', { name: subject }) });
  await expect(mail.first()).toBeVisible();
  const link = await mail.first().getByRole('link').getAttribute('href');
  if (!link) throw new Error(`The mail "${subject}" to ${to} has no link.`);
  return link;
}

/** How many mails to `to` with a subject starting `subject` the outbox holds. */
export async function mailCount(page: Page, base: string, to: string, subject: string): Promise<number> {
  await page.goto(new URL('/dev/outbox', base).href);
  return page
    .getByRole('article')
    .filter({ hasText: `To ${to},` })
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .count();
}

/** Registers and activates a buyer through the API and the outbox, as the two signup steps would. */
export async function registeredBuyer(page: Page, base: string): Promise<NewBuyer> {
  const buyer = await registeredThroughApi(base);
  await page.goto(await mailLink(page, base, buyer.email, 'Activate your account'));
  await expect(page.getByText('Your account is active', { exact: true })).toBeVisible();
  return buyer;
}

/** Signs in on the login page. */
export async function signInAs(page: Page, buyer: { email: string; password: string }) {
  await page.getByLabel('Email address').fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** A buyer's maximum bid straight to the API, as their own browser sends it. */
export async function bidAs(base: string, buyer: { email: string; password: string }, lot: OpenLot, amount: number) {
  const token = await signIn(base, buyer);
  return { ...(await bidWithToken(base, token, lot, amount)), userid: buyerIdOf(token) };
}

/**
 * `buyer` bids until leading, then `rival` bids until leading: `buyer` has been outbid once more. The lot is shared
 * with other journeys, whose maximum bids may stand above the asking price: a bid that does not lead is followed by
 * one at least twice as high.
 */
export async function outbid(base: string, buyer: NewBuyer, rival: { email: string; password: string }, lot: OpenLot) {
  let next = lot.next_bid;
  for (const bidder of [buyer, rival]) {
    for (let attempt = 0; ; attempt += 1) {
      if (attempt === 10) throw new Error(`${bidder.email} could not take the lead.`);
      const answer = await bidAs(base, bidder, lot, next);
      const leads = answer.bpop_higher === answer.userid;
      next = Math.max(answer.bpop_nextbid ?? next, leads ? 0 : next * 2);
      if (leads) break;
    }
  }
}
