import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertLot } from '../test/support/catalogRows';
import { openDatabase, type Database } from './db/openDatabase';
import { DATABASE_HOOK_TIMEOUT, testDatabaseOptions } from './db/testDatabase';
import { readConfig } from './config';
import { buildServer as build, type BuildServerOptions } from './server';

let database: Database;
let storeDir: string;

beforeAll(async () => {
  database = await openDatabase(testDatabaseOptions);
  storeDir = await mkdtemp(join(tmpdir(), 'store-'));
  await writeFile(join(storeDir, 'index.html'), '<!doctype html><title>Storefront</title>');
}, DATABASE_HOOK_TIMEOUT);

const running: FastifyInstance[] = [];
const builtDirs: string[] = [];
/** A folder standing in for the store's build, removed after the test; its files are written by the test. */
async function builtStore() {
  const dir = await mkdtemp(join(tmpdir(), 'store-'));
  builtDirs.push(dir);
  return dir;
}
/** Each server made by a test is closed after it (its temporary files folder goes with it). */
async function buildServer(options: BuildServerOptions) {
  const app = await build(options);
  running.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.close()));
  await Promise.all(builtDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

afterAll(async () => {
  await database?.close();
  if (storeDir) await rm(storeDir, { recursive: true, force: true });
});

// Each test builds a server of its own; the file's first also loads the server's modules and compiles the document's
// validators, which on a busy two-core machine (CI's) takes longer than Vitest's 5 s default.
describe('reference server', { timeout: DATABASE_HOOK_TIMEOUT }, () => {
  it('answers the health probe, through the document, after querying its database', async () => {
    const app = await buildServer({ database, storeDir: null });
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: database.kind });
  });

  it('serves the storefront and falls back to index.html for client routes', async () => {
    const app = await buildServer({ database, storeDir });
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    // The home page is titled by the store's name (its metadata, decision 17); the other pages as the build titles them.
    expect(home.body).toContain('<title>Bullion &#38; Coin Auctions</title>');

    const clientRoute = await app.inject({
      method: 'GET',
      url: '/Dashboard/Profile',
      headers: { accept: 'text/html' },
    });
    expect(clientRoute.statusCode).toBe(200);
    expect(clientRoute.body).toContain('<title>Storefront</title>');
  });

  it('names the code of the route a page belongs to, so the browser fetches it with the page', async () => {
    const builtDir = await builtStore();
    await writeFile(join(builtDir, 'index.html'), '<!doctype html><html><head><title>Storefront</title></head></html>');
    await writeFile(
      join(builtDir, 'route-preloads.json'),
      JSON.stringify({
        '/': ['/assets/HomePage-a.js'],
        '/auction/$id': ['/assets/AuctionPage-b.js'],
        '/auction/timed-auction/$id': ['/assets/AuctionLotsPage-c.js', '/assets/Countdown-d.js'],
      }),
    );
    const app = await buildServer({ database, storeDir: builtDir });
    const page = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1]);

    expect(preloads((await page('/')).body)).toEqual(['/assets/HomePage-a.js']);
    expect(preloads((await page('/auction/7')).body)).toEqual(['/assets/AuctionPage-b.js']);
    const lots = await page('/Auction/Timed-Auction/7?page=2');
    expect(preloads(lots.body)).toEqual(['/assets/AuctionLotsPage-c.js', '/assets/Countdown-d.js']);
    expect(lots.headers['cache-control']).toBe('no-cache');
    expect(String(lots.headers['content-type'])).toContain('text/html');
    // A path no route takes: the page all the same (the app shows its not-found page), with 404 and nothing to revalidate.
    const unknown = await page('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(preloads(unknown.body)).toEqual([]);
    expect(unknown.body).toContain('<title>Storefront</title>');
    expect(unknown.headers['etag']).toBeUndefined();
    expect((await page('/auction/7/extra')).statusCode).toBe(404);

    const compressed = await page('/auction/7', { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe((await page('/auction/7')).body);
    const again = await page('/auction/7', { 'if-none-match': String(compressed.headers['etag']) });
    expect(again.statusCode).toBe(304);
  });

  it("writes the auction's, the lot's or the home page's heading, as text, into its page's placeholder", async () => {
    const builtDir = await builtStore();
    await writeFile(
      join(builtDir, 'index.html'),
      '<!doctype html><head><title>%STORE_NAME%</title></head><div id="boot"><div id="boot-heading" class="boot-line"></div></div>',
    );
    const routes = ['/', '/dashboard', '/auction/$id', '/auction/timed-auction/$id', '/livelots/$auctionId/$user_id'];
    const lotRoutes = ['/timedlotView/$lotof/$id/$userId', '/lotview/$lotof/$id/$userId'];
    await writeFile(
      join(builtDir, 'route-preloads.json'),
      JSON.stringify(Object.fromEntries([...routes, ...lotRoutes].map((route) => [route, []]))),
    );
    const auction = await database.db
      .insertInto('auctions')
      .values({
        title: `Spring <script>window.hit = 1</script> Sale $& $'`,
        con_check: 0,
        date_added: new Date(),
        date_closed: new Date(Date.now() + 3600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lot = await insertLot(database, auction.id, {
      sku: 'H-1',
      title: 'Morgan "1881-S" Dollar & case',
      wprice: 90,
    });
    const settings = readConfig({
      STORE_NAME: 'Harbor </script><b>Mint</b>',
      STORE_HEADLINE: 'Our <em>own</em> words',
    });
    const app = await buildServer({ database, storeDir: builtDir, store: settings.store });
    const headingOf = async (url: string) => {
      const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      return /<div id="boot-heading" class="boot-title">(.*?)<\/div>/.exec(page.body)?.[1] ?? null;
    };
    // The home page's headline is the store's (its settings), in the headline's type; every page names the store and
    // carries its settings, as text.
    const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(home.body).toContain(
      '<div id="boot-heading" class="boot-title boot-headline">Our &#60;em&#62;own&#60;/em&#62; words</div>',
    );
    expect(home.body).toContain('<title>Harbor &#60;/script&#62;&#60;b&#62;Mint&#60;/b&#62;</title>');
    const document = /<script id="store-settings" type="application\/json">(.*?)<\/script>/.exec(home.body)?.[1];
    expect(document).not.toContain('<');
    expect(JSON.parse(document ?? 'null')).toEqual(settings.store);

    const auctionTitle = 'Spring &#60;script&#62;window.hit = 1&#60;/script&#62; Sale $&#38; $&#39;';
    expect(await headingOf(`/auction/timed-auction/${auction.id}?page=2`)).toBe(auctionTitle);
    expect(await headingOf(`/auction/${auction.id}`)).toBe(auctionTitle);
    expect(await headingOf(`/liveLots/${auction.id}/0`)).toBe(auctionTitle);
    expect(await headingOf(`/timedlotView/${auction.id}/${lot.id}/0`)).toBe(
      'Morgan &#34;1881-S&#34; Dollar &#38; case',
    );
    expect(await headingOf(`/lotview/${auction.id}/${lot.id}/0`)).toBe('Morgan &#34;1881-S&#34; Dollar &#38; case');
    // Another auction's lot, an unknown id and a page without a title keep the placeholder's outline.
    expect(await headingOf(`/timedlotView/${auction.id + 1}/${lot.id}/0`)).toBeNull();
    expect(await headingOf('/auction/999999')).toBeNull();
    expect(await headingOf('/dashboard')).toBeNull();
    const unknown = await app.inject({ method: 'GET', url: '/auction/999999', headers: { accept: 'text/html' } });
    expect(unknown.body).toContain('<div id="boot-heading" class="boot-line"></div>');
  });

  it('sends security headers and a Content-Security-Policy with the served storefront', async () => {
    const app = await buildServer({ database, storeDir });
    const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const policy = String(home.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self';");
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(home.headers['referrer-policy']).toBe('no-referrer');

    // A card provider of its own host: the pages may call it, and nothing else beside this origin.
    const { store } = readConfig({ CARD_PROVIDER_URL: 'https://cards.example.com/v1' });
    const withProvider = await buildServer({ database, storeDir, store });
    const page = await withProvider.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(String(page.headers['content-security-policy'])).toContain("connect-src 'self' https://cards.example.com;");
  });

  it('sends the answers of API calls with the headers that matter for data, not the page policy', async () => {
    const app = await buildServer({ database, storeDir });
    for (const answer of [
      await app.inject({ method: 'GET', url: '/health' }),
      await app.inject({ method: 'POST', url: '/mobileapi/nothing', headers: { accept: 'application/json' } }),
    ]) {
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers unknown API calls with a JSON 404 instead of the page, with or without a storefront', async () => {
    for (const dir of [storeDir, null]) {
      const app = await buildServer({ database, storeDir: dir });
      const response = await app.inject({
        method: 'POST',
        url: '/mobileapi/nothing',
        headers: { accept: 'application/json' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'no' });
    }
  });

  it('allows cross-origin calls only from the origins it was given', async () => {
    const app = await buildServer({ database, storeDir: null, corsOrigins: ['http://localhost:5173'] });
    const preflight = (origin: string, server = app) =>
      server.inject({
        method: 'OPTIONS',
        url: '/mobileapi/login',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,domain,authorization',
        },
      });
    const allowed = await preflight('http://localhost:5173');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('domain');
    const refused = await preflight('https://elsewhere.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const sameOriginOnly = await buildServer({ database, storeDir: null });
    const unnamed = await preflight('http://localhost:5173', sameOriginOnly);
    expect(unnamed.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a body above the size limit with a 413 and a message', async () => {
    const app = await buildServer({ database, storeDir: null });
    const response = await app.inject({
      method: 'POST',
      url: '/mobileapi/checkEmailExistance',
      headers: { domain: 'storefront.test', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `${'a'.repeat(100_000)}@example.com` }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 'no', message: 'The body is too large.' });
  });

  it('mounts the card sandbox only when asked for, and then hands out keys for customers', async () => {
    const list = { account_id: 'acct_sandbox_nwcb', mode: 'sandbox', customer_id: 'cus_demo_owen' };
    const off = await buildServer({ database, storeDir: null });
    const refused = await off.inject({ method: 'POST', url: '/api/customer/source/list', payload: list });
    expect(refused.statusCode).toBe(404);
    const on = await buildServer({ database, storeDir: null, cardSandbox: true });
    const keyless = await on.inject({ method: 'POST', url: '/api/customer/source/list', payload: list });
    expect(keyless.statusCode).toBe(401);
  });

  it('offers the development outbox page only when asked for, and only to this machine', async () => {
    const off = await buildServer({ database, storeDir: null });
    expect((await off.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    const on = await buildServer({ database, storeDir: null, devPages: true });
    expect((await on.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await on.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '::1' })).statusCode).toBe(200);
    const remote = await on.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '192.168.1.20' });
    expect(remote.statusCode).toBe(404);
    const proxied = await on.inject({
      method: 'GET',
      url: '/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    const rebound = await on.inject({
      method: 'GET',
      url: '/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { host: 'attacker.example:4000' },
    });
    expect(rebound.statusCode).toBe(404);
    const named = await on.inject({
      method: 'GET',
      url: '/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { host: 'localhost:4000' },
    });
    expect(named.statusCode).toBe(200);
    const behindTrustedProxy = await buildServer({ database, storeDir: null, devPages: true, trustProxy: true });
    const spoofed = await behindTrustedProxy.inject({
      method: 'GET',
      url: '/dev/outbox',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(404);
  });

  it("offers the seller's demo broadcaster only with the development pages, and only to this machine", async () => {
    const off = await buildServer({ database, storeDir: null });
    expect((await off.inject({ method: 'GET', url: '/dev/broadcast' })).statusCode).toBe(404);
    const sellerKey = 'the seller key of this test';
    const on = await buildServer({ database, storeDir: null, devPages: true, sellerKey });
    for (const url of ['/dev/broadcast', '/dev/broadcast/broadcaster.js', '/dev/broadcast/socket.io.js']) {
      const local = await on.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
      expect(local.body).not.toContain(sellerKey);
      expect((await on.inject({ method: 'GET', url, remoteAddress: '192.168.1.20' })).statusCode).toBe(404);
    }
    const page = await on.inject({ method: 'GET', url: '/dev/broadcast', remoteAddress: '127.0.0.1' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<script type="module" src="/dev/broadcast/broadcaster.js"></script>');
  });

  it('refuses to start without a built storefront', async () => {
    await expect(buildServer({ database, storeDir: join(storeDir, 'missing') })).rejects.toThrow(/not built/);
  });
});
