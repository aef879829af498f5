import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBuyers, signIn } from './support/demoStore';
import { journey } from './support/journey';
import { startStorefront, type RunningStorefront } from './support/startStorefront';

const { newPage } = journey();

interface Store {
  name: string;
  phone: string;
  headline: string;
  account: string;
  env: Record<string, string>;
}

const stores: Store[] = [
  {
    name: 'Harbor Mint Auctions',
    phone: '(206) 555-0199',
    headline: 'Seattle’s harbour for gold and silver',
    account: 'acct_sandbox_harbor',
    env: {
      STORE_NAME: 'Harbor Mint Auctions',
      STORE_PHONE: '(206) 555-0199',
      STORE_HEADLINE: 'Seattle’s harbour for gold and silver',
      STORE_CITY: 'Seattle',
      STORE_STATE: 'WA',
      CARD_PROVIDER_ACCOUNT: 'acct_sandbox_harbor',
    },
  },
  {
    name: 'Granite State Coin',
    phone: '(603) 555-0123',
    headline: 'New England’s coin room, open every week',
    account: 'acct_sandbox_granite',
    env: {
      STORE_NAME: 'Granite State Coin',
      STORE_PHONE: '(603) 555-0123',
      STORE_HEADLINE: 'New England’s coin room, open every week',
      CARD_PROVIDER_ACCOUNT: 'acct_sandbox_granite',
    },
  },
];
const running: RunningStorefront[] = [];

// Two servers of their own on the one build `npm start` made: only their settings differ.
beforeAll(async () => {
  running.push(...(await Promise.all(stores.map(({ env }) => startStorefront({ serverOnly: true, env })))));
});
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
});

/**
 * Keeps the body of the provider's saved-cards call as the page sent it: the call goes out as a Request whose body
 * Chromium streams, so the request Playwright sees has no post data.
 */
const keepCardListBodies = `{
  const send = window.fetch;
  window.fetch = async (input, init) => {
    if (input instanceof Request && input.url.endsWith('/api/customer/source/list')) {
      window.cardListBody = await input.clone().text();
    }
    return send(input, init);
  };
}`;

describe('one build, two stores, by settings alone', () => {
  it.each(stores.map((store, index) => ({ ...store, index })))(
    '$name: its name, phone, headline and terms, and its own account at the card provider',
    async ({ name, phone, headline, account, index }) => {
      const server = running[index]!;
      const token = await signIn(server.url, demoBuyers.owen);
      const { page, errors } = await newPage({
        initScript: `localStorage.setItem('token', ${JSON.stringify(token)}); ${keepCardListBodies}`,
      });
      await page.goto(server.url);
      await expect(page.getByRole('banner').getByRole('link', { name, exact: true }).first()).toBeVisible();
      expect(await page.title()).toBe(name);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: phone })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()} ${name}`)).toBeVisible();

      await page.goto(new URL('/TermsandConditions', server.url).href);
      await expect(page.getByText(`Every lot is sold as described by ${name}.`)).toBeVisible();

      // The saved cards are asked of the provider with this store's account.
      await page.goto(new URL('/Dashboard/Paymenttabs', server.url).href);
      const listed = await page.waitForFunction(() => (window as { cardListBody?: string }).cardListBody);
      expect(JSON.parse(String(await listed.jsonValue()))).toMatchObject({ account_id: account, mode: 'sandbox' });
      expect(errors).toEqual([]);
    },
  );
});
