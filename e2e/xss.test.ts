import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileFields } from '../apps/api/test/support/profileForm';
import { startCorpusStorefront } from './support/corpusStorefront';
import { call, demoBuyers, listedLots, signIn } from './support/demoStore';
import { launchBrowser } from './support/launchBrowser';
import { asSeller, liveRoom, runningLiveAuction } from './support/liveAuction';
import { buyerIdOf, signedInScript } from './support/lotPages';
import type { RunningStorefront } from './support/startStorefront';
import { XSS_FLAG_PREFIX, xssTexts, xssUrls } from './support/xssCorpus';
import { injectedMarkup, policySources, watchForXss, type XssFindings } from './support/xssWatch';

/**
 * R6: the corpus of ./support/xssCorpus.ts in every text the storefront shows, the store's (written into a storefront
 * of this suite's own) and the buyer's (sent through the buyer's API and pages). Two guards, each checked on its own:
 * the pages show text as text (no payload runs even with the policy not enforced, and none reaches the page as
 * markup), and every page comes with a Content-Security-Policy that forbids inline script.
 */
let storefront: RunningStorefront | undefined;
let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  storefront = await startCorpusStorefront({ texts: xssTexts, urls: xssUrls });
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  await browser?.close();
  await storefront?.stop();
});

const url = (path = '/') => new URL(path, storefront!.url).href;

/**
 * A fresh context watched for the corpus, optionally signed in as a buyer. The page's policy is not enforced in it, so
 * that a payload the pages let through runs and is caught, not just stopped by the policy (checked on its own below).
 */
async function watchedPage(token?: string) {
  const context = await browser!.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  contexts.push(context);
  const findings = await watchForXss(context);
  if (token) await context.addInitScript(signedInScript(token));
  return { page: await context.newPage(), findings };
}

/** Some of the corpus shown as text, or in a field (the profile's address): the page has rendered the text it was given. */
const corpusShown = (page: Page) =>
  page.waitForFunction(
    (prefix) =>
      [document.body.innerText, ...[...document.querySelectorAll('input')].map((input) => input.value)].some((text) =>
        text.includes(`top.${prefix}`),
      ),
    XSS_FLAG_PREFIX,
  );

/** Lets pictures fail and frames load (an onerror or a frame's script runs then), without failing when sockets stay open. */
const settle = (page: Page) => page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);

/** Looks at what the page shows now for the corpus as markup, under the label of what the buyer did. */
async function inspect(page: Page, findings: XssFindings, label: string) {
  await settle(page);
  for (const markup of await injectedMarkup(page)) findings.injected.push(`${label}: ${markup}`);
}

/** Opens a page, waits for the corpus in it, then does what the buyer does there, inspecting after each step. */
async function visit(
  page: Page,
  findings: XssFindings,
  path: string,
  steps: Record<string, () => Promise<unknown>> = {},
) {
  await page.goto(url(path));
  await corpusShown(page);
  await inspect(page, findings, path);
  for (const [step, act] of Object.entries(steps)) {
    await act();
    await inspect(page, findings, `${path}, ${step}`);
  }
}

/** Nothing ran, nothing reached a page as markup, and every page came with a policy that forbids inline script. */
function expectNoXss(findings: XssFindings) {
  expect({ executions: findings.executions, injected: findings.injected }).toEqual({ executions: [], injected: [] });
  expect(findings.documents.length).toBeGreaterThan(0);
  for (const { url: page, policy } of findings.documents) {
    expect(policy, `the Content-Security-Policy of ${page}`).toBeDefined();
    const scripts = policySources(policy!, 'script-src');
    expect(scripts, `script-src of ${page}`).toBeDefined();
    expect(scripts, `script-src of ${page}`).not.toContain("'unsafe-inline'");
    expect(scripts, `script-src of ${page}`).not.toContain("'unsafe-eval'");
    expect(policySources(policy!, 'object-src'), `object-src of ${page}`).toEqual(["'none'"]);
  }
}

describe('the store’s text (terms, reviews, auctions, lots, the live room’s messages) with the corpus in it', () => {
  it('shows every payload as text on every page, drawer, dialog and tab that shows it', async () => {
    const { data: auctions } = await call(url(), 'listAuctions', {
      is_auction: 1,
      page: 1,
      limit: 30,
    });
    const timed = auctions.find((auction) => auction.con_check === 0);
    const live = auctions.find((auction) => auction.con_check === 1);
    expect(timed).toBeDefined();
    expect(live).toBeDefined();
    const found = await call(url(), 'searchLots', {
      limit: 20,
      page: 1,
      timed_live: 'timed',
      userid: 0,
    });
    const timedLot = listedLots(found).find((lot) => lot.con_check !== 1)!;
    const liveLot = (await liveRoom(url(), live!.id)).lots[0]!;

    const { page, findings } = await watchedPage();
    await visit(page, findings, '/');
    await visit(page, findings, '/aboutus');
    await visit(page, findings, '/allreviews');
    await visit(page, findings, '/TermsandConditions');
    await visit(page, findings, '/past_auctions');
    await visit(page, findings, '/search');
    await visit(page, findings, `/auction/timed-auction/${timed!.id}?page=1`, {
      'the whole description': () => page.getByRole('button', { name: 'Show More' }).click(),
      'a lot drawer': () => openFirstLotDrawer(page),
      'the list view': async () => {
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: /^Lot \d+/ }).waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: 'List view' }).click();
        await page.getByRole('columnheader', { name: 'Est' }).waitFor();
      },
    });
    await visit(page, findings, `/timedlotView/${timedLot.lotof}/${timedLot.id}/0`, lotTabs(page));
    await visit(page, findings, `/auction/${live!.id}?page=1`, {
      'the live alert closed': () =>
        page.getByRole('dialog', { name: 'Live Auction Alert!' }).getByRole('button', { name: 'OK' }).click(),
      'the registration terms': async () => {
        await page.getByRole('button', { name: 'Terms & Conditions' }).click();
        await page.getByRole('dialog', { name: 'Terms and Conditions' }).waitFor();
      },
      'a lot drawer': async () => {
        await page.keyboard.press('Escape');
        await openFirstLotDrawer(page);
      },
    });
    await visit(page, findings, `/lotview/${live!.id}/${liveLot.id}/0`, lotTabs(page));
    expectNoXss(findings);
  });
});

async function openFirstLotDrawer(page: Page) {
  const list = page.getByRole('list', { name: 'Lots of this auction' });
  await list
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Lot \d+/ })
    .first()
    .click();
  await page.getByRole('dialog', { name: /^Lot \d+/ }).waitFor();
}

/** The Shipping, Terms and Payments tabs of a lot (Description shows first). */
const lotTabs = (page: Page) =>
  Object.fromEntries(
    ['Shipping', 'Terms', 'Payments'].map((tab) => [
      `the ${tab} tab`,
      () => page.getByRole('tab', { name: tab, exact: true }).click(),
    ]),
  );

describe('the buyer’s text (name, addresses, chat) with the corpus in it', () => {
  it('shows every payload as text in the header, profile, checkout, chat and the live room', async () => {
    const buyer = demoBuyers.grace;
    const token = await signIn(url(), buyer);
    const all = xssTexts.join(' ');

    // Names and city take letters only (the signup's rules), so the corpus goes where the profile takes any text.
    const profile = profileFields({ address1: all.slice(0, 250), address2: xssTexts[10]! });
    expect(await call(url(), 'updateUserProfile', profile, token)).toMatchObject({ status: 'yes' });
    const address = await call(
      url(),
      'addShippingAddress',
      { address: '1 Main St', address1: all.slice(0, 250), country: '231', state: '3919', city: all, zipcode: '97201' },
      token,
    );
    expect(address).toMatchObject({ status: 'yes' });

    const { page, findings } = await watchedPage(token);
    await visit(page, findings, '/Dashboard/Profile');
    await visit(page, findings, '/dashboard');
    const unpaid = await unpaidInvoice(token);
    await visit(page, findings, `/Checkout?id=${unpaid}`);

    // The buyer's message is typed in the chat; the staff's answer comes from the seller's side.
    await page.goto(url('/Dashboard/Message'));
    const chat = page.getByRole('region', { name: /^Chat with / });
    await chat
      .getByText('No Message Found')
      .or(chat.getByRole('list', { name: 'Messages' }))
      .waitFor();
    await chat.getByLabel('Message', { exact: true }).fill(all);
    await chat.getByRole('button', { name: 'Send' }).click();
    await chat.getByRole('list', { name: 'Messages' }).getByText(all, { exact: true }).waitFor();
    await inspect(page, findings, '/Dashboard/Message, the buyer’s messages');
    const admins = await call(url(), 'listSubAdmins', undefined, token);
    for (const text of xssTexts) {
      const sent = await asSeller(url(), storefront!.sellerKey, 'sendStaffMessage', {
        from_id: admins.data[0]!.id,
        to_id: buyerIdOf(token),
        message: `Answer: ${text}`,
      });
      expect(sent).toMatchObject({ status: 'yes' });
    }
    await chat
      .getByRole('list', { name: 'Messages' })
      .getByText(`Answer: ${xssTexts.at(-1)}`, { exact: true })
      .waitFor();
    await inspect(page, findings, '/Dashboard/Message, the staff’s answers');
    await visit(page, findings, '/Dashboard/Message');

    const liveId = await runningLiveAuction(url());
    await visit(page, findings, `/livelots/${liveId}/${buyerIdOf(token)}`, lotTabs(page));
    expectNoXss(findings);
  });
});

/** One of the buyer's unpaid invoices, as the dashboard lists won lots. */
async function unpaidInvoice(token: string) {
  const answer = await call(url(), 'buyerDashboard', { sh_limit: 100, page: 1, status: 'bidwon' }, token);
  const row = answer.results.find((won) => won.paid === 0 && won.common_invoice !== null);
  expect(row).toBeDefined();
  return row!.common_invoice!;
}
