import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { CONTENT_PAGES } from '../src/routes/sitemap/sitemapPaths';
import { insertBiddableLot } from './support/bidders';
import { builtStorefront } from './support/builtStorefront';
import { PUBLIC_URL, startTestServer, type TestServer } from './support/testServer';

const hour = 3600_000;
/** Small, so that a handful of rows needs an index of several files. */
const URLS_PER_FILE = 8;

let server: TestServer;
let storeDir: string;

beforeAll(async () => {
  storeDir = await builtStorefront();
  server = await startTestServer({ storeDir, sitemapUrlsPerFile: URLS_PER_FILE });
}, DATABASE_HOOK_TIMEOUT);
afterAll(async () => {
  await server?.close();
  await rm(storeDir, { recursive: true, force: true });
});
beforeEach(() => server.reset());

async function get(url: string) {
  const response = await server.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
  return response;
}

const locations = (xml: string, element: 'url' | 'sitemap') =>
  [...xml.matchAll(new RegExp(`<${element}><loc>([^<]*)</loc></${element}>`, 'g'))].map((match) => match[1]!);

/** Every address the sitemap lists, through its index when it has one. */
async function listed() {
  const top = await get('/sitemap.xml');
  expect(top.statusCode).toBe(200);
  expect(top.headers['content-type']).toMatch(/^application\/xml/);
  if (!top.body.includes('<sitemapindex')) return { files: 1, urls: locations(top.body, 'url') };
  const files = locations(top.body, 'sitemap');
  const urls: string[] = [];
  for (const file of files) {
    expect(file.startsWith(`${PUBLIC_URL}/sitemap-`)).toBe(true);
    const part = await get(new URL(file).pathname);
    expect(part.statusCode).toBe(200);
    expect(part.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    urls.push(...locations(part.body, 'url'));
  }
  return { files: files.length, urls };
}

describe('the sitemap', () => {
  it('lists the content pages, every auction and the lots still open, on the public address', async () => {
    const open = await insertBiddableLot(server);
    const live = await insertBiddableLot(server, { live: true, startsInHours: 24, closesInMs: 27 * hour });
    const { db } = server.database;
    const past = await db
      .insertInto('auctions')
      .values({
        title: 'Autumn Coin Auction',
        con_check: 0,
        date_added: new Date(Date.now() - 200 * hour),
        date_closed: new Date(Date.now() - 100 * hour),
        market_status: 'closed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sold = await db
      .insertInto('lots')
      .values({
        lotof: past.id,
        sku: '7',
        title: '1921 Peace Dollar',
        date_added: new Date(Date.now() - 200 * hour),
        date_closed: new Date(Date.now() - 100 * hour),
        wprice: 80,
        market_status: 'sold',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const { urls } = await listed();
    expect(urls).toEqual(
      expect.arrayContaining([
        ...CONTENT_PAGES.map((path) => `${PUBLIC_URL}${path}`),
        `${PUBLIC_URL}/auction/timed-auction/${open.lotof}`,
        `${PUBLIC_URL}/timedlotView/${open.lotof}/${open.id}/0`,
        `${PUBLIC_URL}/auction/${live.lotof}`,
        `${PUBLIC_URL}/lotview/${live.lotof}/${live.id}/0`,
        `${PUBLIC_URL}/auction/timed-auction/${past.id}`,
      ]),
    );
    expect(new Set(urls).size).toBe(urls.length);
    // A closed lot is not listed, yet its page is there with its result (its auction's page lists it).
    expect(urls.filter((url) => url.includes(`/${sold.id}/0`))).toEqual([]);
    const closedPage = await server.app.inject({
      method: 'GET',
      url: `/timedlotView/${past.id}/${sold.id}/0`,
      headers: { accept: 'text/html' },
    });
    expect(closedPage.statusCode).toBe(200);
    expect(closedPage.body).toContain('"availability":"https://schema.org/SoldOut"');
  });

  it('becomes an index of files when it is large, and follows the catalog', async () => {
    const lots = [];
    for (let index = 0; index < 6; index += 1) lots.push(await insertBiddableLot(server));
    const first = await listed();
    expect(first.files).toBeGreaterThan(1);
    expect(first.urls).toHaveLength(CONTENT_PAGES.length + 12);
    expect((await get('/sitemap-99.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-0.xml')).statusCode).toBe(404);

    // A lot closed by the seller leaves the list at once (the catalog cache is dropped by the change).
    await server.database.db.updateTable('lots').set({ market_status: 'sold' }).where('id', '=', lots[0]!.id).execute();
    const after = await listed();
    expect(after.urls).not.toContain(`${PUBLIC_URL}/timedlotView/${lots[0]!.lotof}/${lots[0]!.id}/0`);
    expect(after.urls).toHaveLength(CONTENT_PAGES.length + 11);
  });

  it('is named by robots.txt, which keeps crawlers out of the buyer’s own pages', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml\n`);
    expect(robots.body).toMatch(/^User-agent: \*\n/);
    expect(robots.body).toContain('Disallow: /Dashboard/\n');
    expect(robots.body).toContain('Allow: /\n');
  });
});
