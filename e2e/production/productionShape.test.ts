import { timedBidBody } from '@storefront/api-client';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../apps/api/src/db/openDatabase';
import { seedDemoStore } from '../../apps/api/src/demo/seedDemoStore';
import { fillCheckoutCard } from '../support/checkoutCard';
import { call, demoBuyers, signIn } from '../support/demoStore';
import { launchBrowser } from '../support/launchBrowser';
import '../support/locatorExpectations';
import { buyerIdOf, currentBid, signedInScript, timedLots } from '../support/lotPages';
import { mailCatcher, printed, run, start, startNginx, type Started } from './support/productionShape';

// The site's certificate is the guide's self-signed one: this process's calls through the proxy accept it.
process.env['NODE_TLS_REJECT_UNAUTHORIZED'] = '0';

/** Ports of this machine's run (4200-4299): the proxy's, the two storefront processes', the mail catcher's. */
const ports = { http: 4280, https: 4243, storefronts: [4211, 4212] as [number, number], mail: 4225 };
const site = `https://localhost:${ports.https}`;
const serverUrl = process.env['TEST_DATABASE_URL'];
const databaseName = `storefront_production_${process.pid}`;

let dir = '';
let nginx: Started | undefined;
let mail: Awaited<ReturnType<typeof mailCatcher>> | undefined;
const storefronts: Started[] = [];
let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

async function administer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

const databaseUrl = () => Object.assign(new URL(serverUrl!), { pathname: `/${databaseName}` }).href;

/** `npm run serve` on one port, with the settings file, as the guide starts each process. */
async function serve(settingsFile: string, port: number) {
  const started = start('npm run serve --silent', { SETTINGS_FILE: settingsFile, PORT: String(port) });
  storefronts.push(started);
  await printed(started, /Storefront running at/);
  return started;
}

beforeAll(async () => {
  if (!serverUrl) throw new Error('Run it with `npm run test:production` (it starts PostgreSQL).');
  dir = await mkdtemp(join(tmpdir(), 'storefront-production-'));
  await administer(`create database ${databaseName}`);
  mail = await mailCatcher(ports.mail);

  // The guide, step by step: the build, the settings file, the migrations, two processes, the certificate, nginx.
  await run('npm run build');
  const settingsFile = join(dir, 'storefront.env');
  await writeFile(
    settingsFile,
    [
      'NODE_ENV=production',
      `DATABASE_URL=${databaseUrl()}`,
      'JWT_SECRET=a-secret-of-the-production-test-0123456789abcdef',
      `PUBLIC_URL=${site}`,
      `SMTP_URL=smtp://127.0.0.1:${ports.mail}`,
      'MAIL_FROM=Bullion & Coin Auctions <auctions@example.com>',
      'TRUST_PROXY=on',
      // No real card provider here: the provider's sandbox on the same server, named as production requires.
      'CARD_SANDBOX=on',
      `FILES_DIR=${join(dir, 'files')}`,
      'LOG_LEVEL=warn',
      '',
    ].join('\n'),
  );
  await run('npm run migrate --silent', { SETTINGS_FILE: settingsFile });
  // The catalogue comes from the auction house's back office, which is not this repository: the demo's, written once.
  const database = await openDatabase({ databaseUrl: databaseUrl(), migrate: false });
  await seedDemoStore({ db: database.db, uploadsDir: join(dir, 'files', 'uploads'), now: new Date() });
  await database.close();
  await Promise.all(ports.storefronts.map((port) => serve(settingsFile, port)));

  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  await run(
    `openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -keyout ${key} -out ${cert} 2>/dev/null`,
  );
  nginx = await startNginx(join(dir, 'nginx'), ports, { cert, key });
  browser = await launchBrowser();
}, 900_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await nginx?.stop('SIGQUIT');
  await Promise.all(storefronts.map((storefront) => storefront.stop('SIGKILL')));
  await mail?.close();
  if (serverUrl) await administer(`drop database if exists ${databaseName} with (force)`);
  if (dir) await rm(dir, { recursive: true, force: true });
}, 120_000);

async function signedInPage(token: string) {
  const context = await browser!.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  await context.addInitScript(signedInScript(token));
  return context.newPage();
}

describe('the production shape: PostgreSQL, two built processes, nginx with TLS', () => {
  it('refuses plain HTTP with a redirect to HTTPS, and keeps the metrics from the public', async () => {
    const plain = await fetch(`http://localhost:${ports.http}/auction/1?page=2`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`${site}/auction/1?page=2`);
    for (const path of ['/metrics', '/metrics/', '/%6Detrics'])
      expect((await fetch(`${site}${path}`)).status).toBe(404);
    const ready = await fetch(`${site}/health/ready`);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'postgres' });
    expect(ready.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('signs in, bids, sees the outbid live, keeps every acknowledged bid when a process is killed mid-bidding, and checks out', async () => {
    // Sign-in through the proxy, on the login page.
    const context = await browser!.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${site}/login`);
    await page.getByLabel('Email address').fill(demoBuyers.lena.email);
    await page.getByLabel('Password', { exact: true }).fill(demoBuyers.lena.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(`${site}/`);

    // A bid on the lot's page, then another buyer's higher one seen live.
    const lot = (await timedLots(site, { fromMinutes: 60, toMinutes: 24 * 60 })).at(-1)!;
    await page.goto(`${site}/timedlotView/${lot.lotof}/${lot.id}/0`);
    await expect(page.getByRole('heading', { level: 1, name: lot.title })).toBeVisible();
    await page.getByLabel('Bid Amount').fill(String(lot.next_bid));
    await page.getByRole('button', { name: 'Place Bid' }).click();
    const notices = page.getByRole('region', { name: 'Notifications' });
    await expect(notices.getByText('Bid Submitted Successfully')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your bid status' }).filter({ hasText: "You're Winning!" }),
    ).toBeVisible();

    const bidders = await Promise.all([demoBuyers.owen, demoBuyers.grace].map((buyer) => signIn(site, buyer)));
    const bid = (token: string, amount: number) =>
      call(site, 'placeTimedBid', timedBidBody(lot, buyerIdOf(token), amount), token);
    let price = lot.next_bid * 2;
    expect(await bid(bidders[0]!, price)).toMatchObject({ status: 'success' });
    await expect(notices.getByText('You are losing')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your bid status' }).filter({ hasText: 'Outbid' })).toBeVisible();

    // A storm of bids through the proxy; one process is killed in the middle of it.
    const acknowledged: { bidder: number; amount: number }[] = [];
    let stopped = false;
    const storm = bidders.map(async (token, index) => {
      while (!stopped) {
        const amount = (price += 25);
        const answer = await bid(token, amount).catch(() => null);
        if (answer?.status === 'success') acknowledged.push({ bidder: buyerIdOf(token), amount });
        if (!answer) await new Promise((resolve) => setTimeout(resolve, 50 + index));
      }
    });
    while (acknowledged.length < 15) await new Promise((resolve) => setTimeout(resolve, 20));
    await storefronts[0]!.stop('SIGKILL');
    const atKill = acknowledged.length;
    while (acknowledged.length < atKill + 15) await new Promise((resolve) => setTimeout(resolve, 20));
    stopped = true;
    await Promise.all(storm);

    // Every acknowledged bid is in the lot's history, read through the proxy from the process left.
    const history = await call(site, 'getBidDetails', { product_id: lot.id });
    for (const bidder of new Set(acknowledged.map((ack) => ack.bidder))) {
      const placed = history.results.filter((row) => row.bid_type === 'bid' && row.user_id === bidder).length;
      expect(placed).toBeGreaterThanOrEqual(acknowledged.filter((ack) => ack.bidder === bidder).length);
    }

    // The page reconnected to the process left and still follows the lot live.
    const last = await bid(bidders[0]!, (price += 500));
    expect(last.status).toBe('success');
    await expect(currentBid(page)).toHaveText(
      `US $${last.bpop_wprice!.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );

    // Checkout of a won lot with a new card, through the proxy.
    const grace = bidders[1]!;
    const won = await call(site, 'buyerDashboard', { sh_limit: 100, page: 1, status: 'bidwon' }, grace);
    const invoiceId = won.results.find((row) => row.paid === 0 && row.common_invoice !== null)?.common_invoice;
    expect(invoiceId).toBeDefined();
    const checkout = await signedInPage(grace);
    await checkout.goto(`${site}/Checkout?id=${invoiceId}`);
    await checkout.getByRole('radio', { name: 'Add New Card' }).click();
    await fillCheckoutCard(checkout, '4242424242424242', 'Grace Miller');
    await checkout.getByRole('button', { name: /^Pay US \$/ }).click();
    await expect(checkout.getByRole('region', { name: 'Notifications' }).getByText('Successfully paid')).toBeVisible();

    // Mail went out by SMTP, and the process left counted the bids it decided.
    expect(mail!.messages.some((message) => /^Subject: Bid submitted/m.test(message))).toBe(true);
    const metrics = await (await fetch(`http://127.0.0.1:${ports.storefronts[1]}/metrics`)).text();
    expect(metrics).toMatch(/^storefront_bids_decided_total\{operation="placeTimedBid",outcome="accepted"\} [1-9]/m);
  });
});
