import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { insertBiddableLot, insertBidders, type Bidder } from './support/bidders';
import { builtStorefront } from './support/builtStorefront';
import { pageTags } from './support/pageTags';
import { PUBLIC_URL, startTestServer, type TestServer } from './support/testServer';

const settings = readConfig({
  STORE_NAME: 'Harbor Mint & Coin',
  STORE_PHONE: '(206) 555-0199',
  STORE_ADDRESS1: '88 Pier Way',
  STORE_ADDRESS2: '',
  STORE_CITY: 'Seattle',
  STORE_STATE: 'WA',
  STORE_ZIP: '98101',
});
const hour = 3600_000;

let server: TestServer;
let storeDir: string;

beforeAll(async () => {
  storeDir = await builtStorefront();
  server = await startTestServer({ storeDir, store: settings.store, storeAddress: settings.storeAddress });
}, DATABASE_HOOK_TIMEOUT);
afterAll(async () => {
  await server?.close();
  await rm(storeDir, { recursive: true, force: true });
});
beforeEach(() => server.reset());

/** A page as a crawler or a chat app fetches it: no script run, HTML or anything accepted. */
async function page(path: string, accept = 'text/html') {
  const response = await server.app.inject({ method: 'GET', url: path, headers: { accept } });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return response.body;
}

async function bid(bidder: Bidder, lot: { id: number; lotof: number }, wsprice: number) {
  const body = { wsprice, id: lot.id, userid: bidder.id, auctionid: lot.lotof, bidding_type: 'proxy' } as const;
  const answer = (await server.call('placeBid', { token: bidder.token, body })).json();
  expect(answer).toMatchObject({ status: 'success' });
}

/** The catalog cache's hits so far, as /metrics reports them. */
async function cacheHits() {
  const metrics = await server.app.inject({ method: 'GET', url: '/metrics' });
  const hits = /^storefront_catalog_cache_reads_total\{outcome="hit"\} (\d+)$/m.exec(metrics.body);
  return Number(hits?.[1] ?? 0);
}

async function currentPrice(lotId: number) {
  return (await server.call('getProductDetails', { body: { product_id: lotId } })).json().results.wprice as number;
}

async function describedLot(title = '1898-S Double Eagle MS62') {
  const { db } = server.database;
  const auction = await db
    .insertInto('auctions')
    .values({
      title: 'Winter Gold Timed Auction',
      con_check: 0,
      date_added: new Date(Date.now() - hour),
      date_closed: new Date(Date.now() + 48 * hour),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const closes = new Date(Math.floor((Date.now() + 24 * hour) / 1000) * 1000);
  const lot = await db
    .insertInto('lots')
    .values({
      lotof: auction.id,
      sku: '118',
      title,
      description: `  A lustrous San Francisco double eagle,\n graded MS62 by PCGS. ${'Original surfaces. '.repeat(20)}`,
      date_added: new Date(Date.now() - hour),
      date_closed: closes,
      wprice: 2450,
      opening_bid: 2450,
      rprice: 12345,
    })
    .returning(['id', 'lotof'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('lot_images')
    .values([
      { lot_id: lot.id, file_name: 'double-eagle-obverse.jpg', position: 0 },
      { lot_id: lot.id, file_name: 'double-eagle-reverse.jpg', position: 1 },
    ])
    .execute();
  return { ...lot, closes, title };
}

describe("a lot's page, fetched without a browser", () => {
  it('carries its title, description, canonical address, Open Graph, Twitter card and Product with its Offer', async () => {
    const lot = await describedLot();
    const canonical = `${PUBLIC_URL}/timedlotView/${lot.lotof}/${lot.id}/0`;
    const tags = pageTags(await page(`/timedlotView/${lot.lotof}/${lot.id}/57?page=2`));

    expect(tags.title).toBe('1898-S Double Eagle MS62 | Harbor Mint & Coin');
    const description = tags.meta('description')!;
    expect(description).toMatch(/^A lustrous San Francisco double eagle, graded MS62 by PCGS\. Original surfaces\./);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(tags.canonical).toBe(canonical);
    expect(tags.heading).toBe(lot.title);

    const picture = `${PUBLIC_URL}/uploads/product/double-eagle-obverse.jpg`;
    expect(tags.meta('og:type')).toBe('product');
    expect(tags.meta('og:site_name')).toBe('Harbor Mint & Coin');
    expect(tags.meta('og:title')).toBe(lot.title);
    expect(tags.meta('og:description')).toBe(description);
    expect(tags.meta('og:url')).toBe(canonical);
    expect(tags.meta('og:image')).toBe(picture);
    expect(tags.meta('og:image:alt')).toBe(lot.title);
    expect(tags.meta('product:price:amount')).toBe('2450.00');
    expect(tags.meta('product:price:currency')).toBe('USD');
    expect(tags.meta('twitter:card')).toBe('summary_large_image');
    expect(tags.meta('twitter:title')).toBe(lot.title);
    expect(tags.meta('twitter:image')).toBe(picture);
    expect([tags.meta('twitter:label1'), tags.meta('twitter:data1')]).toEqual(['Current bid', 'US $2,450.00']);
    expect(tags.meta('twitter:label2')).toBe('Closes');
    expect(tags.meta('twitter:data2')).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M E[SD]T$/);

    const product = tags.node('Product');
    expect(product).toMatchObject({
      name: lot.title,
      sku: '118',
      description,
      url: canonical,
      image: [picture, `${PUBLIC_URL}/uploads/product/double-eagle-reverse.jpg`],
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: 2450,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        priceValidUntil: lot.closes.toISOString(),
        seller: { '@id': `${PUBLIC_URL}/#organization` },
      },
    });
    expect(tags.node('Organization')).toMatchObject({
      '@id': `${PUBLIC_URL}/#organization`,
      name: 'Harbor Mint & Coin',
      url: `${PUBLIC_URL}/`,
      telephone: '(206) 555-0199',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '88 Pier Way',
        addressLocality: 'Seattle',
        addressRegion: 'WA',
        postalCode: '98101',
      },
    });
  });

  it("says the current price after a bid, and never the reserve or a bidder's maximum", async () => {
    const [ann, ben] = await insertBidders(server, 2);
    const lot = await describedLot();
    const path = `/timedlotView/${lot.lotof}/${lot.id}/0`;
    expect(pageTags(await page(path)).node('Product')).toMatchObject({ offers: { price: 2450 } });

    // Ann's maximum stays hers; Ben's lower bid moves the price to one increment over his (the reserve is not met).
    await bid(ann!, lot, 9870);
    await bid(ben!, lot, 2600);
    const price = await currentPrice(lot.id);
    expect(price).toBeGreaterThan(2600);
    expect(price).toBeLessThan(9870);
    const html = await page(path);
    const tags = pageTags(html);
    expect(tags.node('Product')).toMatchObject({ offers: { price } });
    expect(tags.meta('product:price:amount')).toBe(price.toFixed(2));

    const auctionHtml = await page(`/auction/timed-auction/${lot.lotof}`);
    for (const text of [html, auctionHtml]) {
      for (const secret of ['9870', '9,870', '12345', '12,345']) expect(text).not.toContain(secret);
    }
  });

  it('is kept in the catalog cache until the catalog changes', async () => {
    const [ann, ben] = await insertBidders(server, 2);
    const lot = await describedLot();
    const path = `/timedlotView/${lot.lotof}/${lot.id}/0`;
    const first = await page(path);
    const hits = await cacheHits();
    expect(await page(`/timedlotView/${lot.lotof}/${lot.id}/31`)).toBe(first);
    expect(await cacheHits()).toBe(hits + 1);
    await bid(ann!, lot, 3000);
    await bid(ben!, lot, 2600);
    const after = await page(path);
    expect(after).not.toBe(first);
    expect(pageTags(after).node('Product')).toMatchObject({ offers: { price: await currentPrice(lot.id) } });
  });

  it('writes every value as text: a title with markup, quotes and a closing script tag stays in its place', async () => {
    const title = `Morgan "1881-S" </script><script>window.hit = 1</script> <!-- & 'Peace' $& \u2028`;
    const lot = await describedLot(title);
    const html = await page(`/lotview/${lot.lotof}/${lot.id}/0`);
    const tags = pageTags(html);
    expect(tags.scripts.map((script) => script.type ?? script.id)).toEqual([
      'application/json',
      'module',
      'application/ld+json',
    ]);
    expect(
      tags.scripts.some((script) => script.text.includes('window.hit = 1') && script.type !== 'application/ld+json'),
    ).toBe(false);
    expect(tags.title).toBe(`${title} | Harbor Mint & Coin`);
    expect(tags.heading).toBe(title);
    for (const key of ['og:title', 'twitter:title', 'og:image:alt']) expect(tags.meta(key)).toBe(title);
    expect(tags.node('Product').name).toBe(title);
    expect(html).not.toContain('</script><script>window.hit');
  });

  it('keeps a closed lot reachable with its result: sold, its hammer price', async () => {
    const lot = await describedLot();
    await server.database.db
      .updateTable('lots')
      .set({ market_status: 'sold', wprice: 3100, date_closed: new Date(Date.now() - hour) })
      .where('id', '=', lot.id)
      .execute();
    const tags = pageTags(await page(`/timedlotView/${lot.lotof}/${lot.id}/0`));
    expect(tags.node('Product')).toMatchObject({
      offers: { price: 3100, availability: 'https://schema.org/SoldOut' },
    });
    expect([tags.meta('twitter:label1'), tags.meta('twitter:data1')]).toEqual(['Sold for', 'US $3,100.00']);
  });

  it("is the page without metadata for another auction's lot or an unknown one, and a chat app's */* gets the page", async () => {
    const lot = await describedLot();
    const other = pageTags(await page(`/timedlotView/${lot.lotof + 1}/${lot.id}/0`));
    expect(other.canonical).toBeUndefined();
    expect(other.structuredData).toEqual([]);
    expect(other.title).toBe('Harbor Mint & Coin');
    expect(pageTags(await page(`/timedlotView/${lot.lotof}/999999/0`)).canonical).toBeUndefined();
    expect(pageTags(await page(`/timedlotView/${lot.lotof}/${lot.id}/0`, '*/*')).node('Product').name).toBe(lot.title);
  });
});

describe("an auction's page, fetched without a browser", () => {
  it('describes a live auction as an Event online in its live room, with an ItemList of its lots', async () => {
    const lot = await insertBiddableLot(server, { live: true, startsInHours: 2, closesInMs: 5 * hour });
    const auction = await server.database.db
      .selectFrom('auctions')
      .selectAll()
      .where('id', '=', lot.lotof)
      .executeTakeFirstOrThrow();
    const canonical = `${PUBLIC_URL}/auction/${lot.lotof}`;
    const tags = pageTags(await page(`/auction/${lot.lotof}?page=1`));
    expect(tags.title).toBe('Storm Sale | Harbor Mint & Coin');
    expect(tags.canonical).toBe(canonical);
    expect(tags.meta('og:type')).toBe('website');
    expect(tags.meta('og:url')).toBe(canonical);
    expect(tags.heading).toBe('Storm Sale');
    expect(tags.node('Event')).toMatchObject({
      name: 'Storm Sale',
      url: canonical,
      startDate: auction.date_added.toISOString(),
      endDate: auction.date_closed.toISOString(),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: `${PUBLIC_URL}/livelots/${lot.lotof}/0` },
      organizer: { '@id': `${PUBLIC_URL}/#organization` },
    });
    expect(tags.node('ItemList')).toMatchObject({
      numberOfItems: 1,
      itemListElement: [{ '@type': 'ListItem', position: 1, url: `${PUBLIC_URL}/lotview/${lot.lotof}/${lot.id}/0` }],
    });
    expect(tags.node('Organization').telephone).toBe('(206) 555-0199');

    // The live room says the same of the sale, as its own page.
    const room = pageTags(await page(`/livelots/${lot.lotof}/12`));
    expect(room.canonical).toBe(`${PUBLIC_URL}/livelots/${lot.lotof}/0`);
    expect(room.node('Event').name).toBe('Storm Sale');
  });

  it('describes a timed auction as an ItemList of its lots', async () => {
    const lot = await describedLot();
    const tags = pageTags(await page(`/auction/timed-auction/${lot.lotof}`));
    expect(tags.canonical).toBe(`${PUBLIC_URL}/auction/timed-auction/${lot.lotof}`);
    expect(tags.structuredData.map((node) => node['@type'])).toEqual(['ItemList', 'Organization']);
    expect(tags.node('ItemList')).toMatchObject({
      name: 'Lots of Winter Gold Timed Auction',
      itemListElement: [{ position: 1, name: lot.title, url: `${PUBLIC_URL}/timedlotView/${lot.lotof}/${lot.id}/0` }],
    });
    expect(tags.meta('og:image')).toBe(`${PUBLIC_URL}/uploads/product/double-eagle-obverse.jpg`);
  });
});

describe('structured data', () => {
  it("meets schema.org's and Google's rich result rules on every described page (a structured-data validator)", async () => {
    const lot = await describedLot();
    const live = await insertBiddableLot(server, { live: true, startsInHours: 2, closesInMs: 5 * hour });
    await server.database.db
      .insertInto('lot_images')
      .values({ lot_id: live.id, file_name: 'gold-eagle.jpg' })
      .execute();
    const paths = [
      `/timedlotView/${lot.lotof}/${lot.id}/0`,
      `/auction/timed-auction/${lot.lotof}`,
      `/auction/${live.lotof}`,
      `/lotview/${live.lotof}/${live.id}/0`,
      '/',
    ];
    const types = new Set<string>();
    for (const path of paths) {
      const extracted = new WebAutoExtractor({ addLocation: true }).parse(await page(path));
      for (const type of Object.keys(extracted.jsonld)) types.add(type);
      const issues = await new Validator().validate(extracted);
      expect(
        issues.filter((issue) => issue.severity === 'ERROR').map((issue) => `${path}: ${issue.issueMessage}`),
      ).toEqual([]);
    }
    expect([...types].sort()).toEqual(['Event', 'ItemList', 'Organization', 'Product', 'WebSite']);
  });
});

describe('the home page', () => {
  it('describes the store: its canonical address, WebSite and Organization with its contact', async () => {
    const tags = pageTags(await page('/'));
    expect(tags.title).toBe('Harbor Mint & Coin');
    expect(tags.canonical).toBe(`${PUBLIC_URL}/`);
    expect(tags.meta('description')).toBe(settings.store.store.tagline);
    expect(tags.node('WebSite')).toMatchObject({ name: 'Harbor Mint & Coin', url: `${PUBLIC_URL}/` });
    expect(tags.node('Organization')).toMatchObject({
      contactPoint: { '@type': 'ContactPoint', telephone: '(206) 555-0199', contactType: 'customer service' },
    });
  });
});
