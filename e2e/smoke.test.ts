import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoBuyers, openTimedLot, signIn } from './support/demoStore';
import { holdRequests, holdRequestsKeepingCache } from './support/heldRequests';
import { journey } from './support/journey';
import { signedInScript } from './support/lotPages';

const { url, newPage } = journey();

describe('storefront started as the README says', () => {
  it('serves the home page with the shell, a session cookie and no errors', async () => {
    const { page, errors } = await newPage();
    await page.goto(url());
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: "We are the Northwest's most trusted resource for precious metals!",
      }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Bullion & Coin Auctions' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '(503) 555-0147' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'user_session')?.value).toMatch(/^\d{6}$/);
    expect(errors).toEqual([]);
  });

  it("serves React's production build, as buyers get it, whatever NODE_ENV started it (Vitest's is 'test')", async () => {
    const { page } = await newPage();
    await page.goto(url());
    const scripts = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="modulepreload"]'),
        (element) => ('src' in element ? element.src : element.href),
      ),
    );
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      // A warning only React's development build carries.
      const code = await (await fetch(script)).text();
      expect(code.includes('Each child in a list should have a unique'), script).toBe(false);
    }
  });

  it("shows the store's name and headline at once while the first page's data is on its way, then the page", async () => {
    const { page, errors } = await newPage();
    const { release } = await holdRequests(page, '**/api/auctionListing');
    await page.goto(url());
    const placeholder = page.getByRole('status', { name: 'Loading the storefront' });
    await expect(placeholder).toBeVisible();
    await expect(placeholder.getByText('Bullion & Coin Auctions', { exact: true })).toBeVisible();
    await expect(
      placeholder.getByText("We are the Northwest's most trusted resource for precious metals!", { exact: true }),
    ).toBeVisible();
    release();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: "We are the Northwest's most trusted resource for precious metals!",
      }),
    ).toBeVisible();
    await expect(placeholder).toBeHidden();
    expect(errors).toEqual([]);
  });

  it('paints the placeholder before the stylesheet has arrived, and the page only once the stylesheet applies', async () => {
    const { page, errors } = await newPage({ width: 375 });
    const { release } = await holdRequests(page, '**/assets/*.css');
    await page.goto(url(), { waitUntil: 'commit' });
    const placeholder = page.getByRole('status', { name: 'Loading the storefront' });
    await expect(placeholder.getByText('Bullion & Coin Auctions', { exact: true })).toBeVisible();
    const painted = () => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length);
    await expect.poll(painted, { timeout: 5000 }).toBe(1);
    // The store's code waits for the stylesheet: nothing of the app is on the page unstyled meanwhile.
    expect(await page.locator('#root').innerHTML()).toBe('');
    release();
    const headline = page.getByRole('heading', {
      level: 1,
      name: "We are the Northwest's most trusted resource for precious metals!",
    });
    await expect(headline).toBeVisible();
    expect(await headline.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(
      'Brand Serif Fallback',
    );
    await expect(placeholder).toBeHidden();
    expect(errors).toEqual([]);
  });

  it("shows a lot's title from the first paint, before the app's code has arrived, at a phone's width", async () => {
    const lot = await openTimedLot(url());
    const { page, errors } = await newPage({ width: 375 });
    const { release } = await holdRequests(page, '**/assets/*.js');
    await page.goto(url(`/timedlotView/${lot.lotof}/${lot.id}/0`), { waitUntil: 'commit' });
    const placeholder = page.getByRole('status', { name: 'Loading the storefront' });
    await expect(placeholder.getByText(lot.title, { exact: true })).toBeVisible();
    // The page's one heading is the app's: the placeholder shows the title without being a second one.
    await expect(page.getByRole('heading')).toBeHidden();
    release();
    await expect(placeholder).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: lot.title })).toBeVisible();
    expect(errors).toEqual([]);
  });

  it("fetches the brand fonts after the first page's code and reads and sets the next page in them, on a return visit too", async () => {
    // Each face the page adds is noted with its state, the page's path and whether the placeholder was still there,
    // and the batch of adds it came in (one batch: one layout). The browser is idle as soon as it can be: the page
    // must not take a pause between a part's code arriving and React showing the part (which starts its reads) for
    // the page having settled.
    const { page, errors } = await newPage({
      initScript: `{
        window.requestIdleCallback = (run) => setTimeout(() => run({ didTimeout: false, timeRemaining: () => 50 }), 0);
        const added = (window.fontsAdded = []);
        let batch = 0;
        let open = false;
        const add = FontFaceSet.prototype.add;
        FontFaceSet.prototype.add = function (face) {
          if (!open) { open = true; batch += 1; queueMicrotask(() => (open = false)); }
          added.push({
            family: face.family.replaceAll('"', ''),
            range: face.unicodeRange,
            status: face.status,
            batch,
            path: location.pathname,
            placeholder: document.getElementById('boot') !== null,
          });
          return add.call(this, face);
        };
      }`,
    });
    type AddedFace = {
      family: string;
      range: string;
      status: string;
      batch: number;
      path: string;
      placeholder: boolean;
    };
    const facesAdded = () => page.evaluate(() => (window as unknown as { fontsAdded: AddedFace[] }).fontsAdded);
    const fontFiles = () =>
      page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter(({ name, responseEnd }) => name.endsWith('.woff2') && responseEnd > 0)
          .map(({ name }) => new URL(name).pathname),
      );
    // Both fonts' Latin faces had arrived before any face was added, and all came in one batch: the page's text
    // changed font in one layout, not in one per font.
    const expectOneBatchOfLoadedFaces = (added: AddedFace[]) => {
      expect(new Set(added.map((face) => face.batch))).toEqual(new Set([1]));
      const latin = added.filter((face) => face.range.startsWith('U+0-FF'));
      expect(latin.map((face) => [face.family, face.status]).sort()).toEqual([
        ['Inter Variable', 'loaded'],
        ['Source Serif 4 Variable', 'loaded'],
      ]);
    };
    await page.goto(url());
    const headline = page.getByRole('heading', {
      level: 1,
      name: "We are the Northwest's most trusted resource for precious metals!",
    });
    await expect(headline).toBeVisible();
    // A first visit: the files come once the first screen's reads are answered ...
    await expect.poll(fontFiles, { timeout: 15_000 }).toHaveLength(2);
    const timings = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        ({ name, startTime, responseEnd }) => ({ path: new URL(name).pathname, startTime, responseEnd }),
      ),
    );
    const fontsAskedAt = Math.min(
      ...timings.filter((entry) => entry.path.endsWith('.woff2')).map((entry) => entry.startTime),
    );
    for (const read of ['/api/auctionListing', '/mobileapi/metalPriceHistory']) {
      const answered = timings.find((entry) => entry.path === read);
      expect(answered, read).toBeDefined();
      expect(answered!.responseEnd, read).toBeLessThanOrEqual(fontsAskedAt);
    }
    // ... and the page the buyer is reading keeps its font: nothing is added under it.
    expect(await facesAdded()).toEqual([]);
    // The next page mounts in the brand fonts.
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect.poll(async () => (await facesAdded()).length).toBe(4);
    const onTheNextPage = await facesAdded();
    expectOneBatchOfLoadedFaces(onTheNextPage);
    expect(new Set(onTheNextPage.map((face) => face.path))).toEqual(new Set(['/login']));
    // A return visit: the browser's cache holds the files, and still nothing is added under the first page, nor
    // under the placeholder before it (its listing is held, so the placeholder stands while the app's code runs).
    const returnVisit = await holdRequestsKeepingCache(page, '*/api/auctionListing*');
    await page.goto(url());
    await expect.poll(() => returnVisit.count()).toBeGreaterThan(0);
    returnVisit.release();
    await expect(headline).toBeVisible();
    // The page has the files in hand (from the cache), and still only the next page is set in them.
    await expect.poll(fontFiles, { timeout: 15_000 }).toHaveLength(2);
    expect(await facesAdded()).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect.poll(async () => (await facesAdded()).length).toBe(4);
    const onReturn = await facesAdded();
    expectOneBatchOfLoadedFaces(onReturn);
    expect(new Set(onReturn.map((face) => face.path))).toEqual(new Set(['/login']));
    expect(errors).toEqual([]);
  });

  it("shows what lies below home's first screen once the buyer scrolls near it or presses a key, and reads it then", async () => {
    const reviewsRead = (page: Page) =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/mobileapi/getreviews')),
      );
    const { page, errors } = await newPage({ width: 375 });
    await page.goto(url());
    await expect(page.getByRole('heading', { level: 2, name: 'Current & Upcoming Auctions' })).toBeVisible();
    // Settled: what the page would read or load by itself, it has.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Our Reviews' })).toBeHidden();
    expect(await reviewsRead(page)).toBe(false);
    await page.mouse.wheel(0, 900);
    await expect(page.getByRole('heading', { name: 'Our Reviews' })).toBeVisible();
    expect(await reviewsRead(page)).toBe(true);

    await page.goto(url());
    await expect(page.getByRole('heading', { level: 2, name: 'Current & Upcoming Auctions' })).toBeVisible();
    // The first Tab offers a way past the header; it takes focus to the page's content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    const focused = (locator: Locator) => () => locator.evaluate((element) => element === document.activeElement);
    await expect.poll(focused(skip)).toBe(true);
    expect(await skip.evaluate((element) => element.getBoundingClientRect().top >= 0)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(focused(page.getByRole('main'))).toBe(true);
    await page.keyboard.press('End');
    await expect(page.getByRole('form', { name: 'Contact Us' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  it('shows the not-found page for an unknown route and an unknown lot', async () => {
    const { page } = await newPage();
    const unknown = await page.goto(url('/no-such-page'));
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the auctions' }).click();
    await expect(page).toHaveURL(url());
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: "We are the Northwest's most trusted resource for precious metals!",
      }),
    ).toBeVisible();

    await page.goto(url('/timedlotView/1/999999/0'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto(url('/timedlotView/1/abc/0'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    // The lot's and its auction's reads go out together; the auction naming nothing is not-found all the same.
    const lot = await openTimedLot(url());
    await page.goto(url(`/timedlotView/999999/${lot.id}/0`));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto(url('/auction/timed-auction/999999'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  it("shows a page whose data the server cannot give inside the shell, in the server's words, and the page on Try again", async () => {
    const { page, errors } = await newPage({ width: 375 });
    let failing = true;
    await page.route('**/mobileapi/getreviews', (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ status: 'no', message: 'The reviews are being updated.' }),
          })
        : route.continue(),
    );
    await page.goto(url('/allreviews'));
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByRole('alert').getByText('The reviews are being updated.')).toBeVisible();
    // The buyer can still go elsewhere: the header and the footer stay.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Bullion & Coin Auctions' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '(503) 555-0147' })).toBeVisible();

    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Reviews' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeHidden();
    // The console has the failed request and React's report of the error it caught, and nothing else.
    const expected = (error: string) => error.includes('503') || error.includes('The reviews are being updated.');
    expect(errors.filter((error) => !expected(error))).toEqual([]);
  });

  it("leaves the footer's last line above the buyer's mobile bar at the end of the page", async () => {
    const token = await signIn(url(), demoBuyers.grace);
    const { page } = await newPage({ width: 375, initScript: signedInScript(token) });
    await page.goto(url('/dashboard'));
    const bar = page.getByRole('navigation', { name: 'Mobile' });
    const copyright = page.getByRole('contentinfo').getByText(/^© \d{4} Bullion & Coin Auctions$/);
    await expect(bar).toBeVisible();
    await expect(copyright).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const [line, over] = await Promise.all([copyright.boundingBox(), bar.boundingBox()]);
        return line && over ? over.y - (line.y + line.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
  });

  it("keeps the page when its loader's requests or a part loaded after the first paint fail to arrive, and shows them once they do", async () => {
    const token = await signIn(url(), demoBuyers.grace);
    const { page } = await newPage({ width: 375, initScript: signedInScript(token) });
    // The first two requests of each part fail, as they do while the server restarts under an open page.
    const failuresLeft = new Map<string, number>();
    await page.route(
      /\/assets\/(catalogRequests|HomeContent|StoreFooter|BuyerMobileBar)-[\w-]+\.js$/,
      async (route) => {
        const part = new URL(route.request().url()).pathname;
        const left = failuresLeft.get(part) ?? 2;
        // The page's own look at whether the file still exists fails too, without counting as an attempt.
        if (route.request().method() !== 'HEAD') failuresLeft.set(part, left - 1);
        await (left > 0 ? route.abort('connectionrefused') : route.continue());
      },
    );
    await page.goto(url());
    await expect(page.getByRole('banner').getByRole('link', { name: 'Bullion & Coin Auctions' }).first()).toBeVisible();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: "We are the Northwest's most trusted resource for precious metals!",
      }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '(503) 555-0147' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeHidden();
    expect([...failuresLeft.values()]).toEqual([-1, -1, -1, -1]);
  });

  it("reloads once when a part's file is gone after a new release, and shows the part from the reloaded page", async () => {
    const { page } = await newPage();
    let gone = true;
    const asked: string[] = [];
    await page.route(/\/assets\/StoreFooter-[\w-]+\.js$/, async (route) => {
      const method = route.request().method();
      asked.push(method);
      if (!gone) return route.continue();
      // Once the page has seen the file missing, the reloaded page finds it as a new release would have it.
      if (method === 'HEAD') gone = false;
      return route.fulfill({ status: 404, contentType: 'application/json', body: '{"status":"no"}' });
    });
    let loads = 0;
    page.on('request', (request) => (loads += request.isNavigationRequest() ? 1 : 0));
    await page.goto(url());
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '(503) 555-0147' })).toBeVisible();
    expect(loads).toBe(2);
    expect(asked).toEqual(['GET', 'HEAD', 'GET']);
  });

  it('reloads only once when the file is still missing after the reload, and keeps the rest of the page', async () => {
    const { page } = await newPage();
    let gets = 0;
    await page.route(/\/assets\/StoreFooter-[\w-]+\.js$/, async (route) => {
      if (route.request().method() === 'GET') gets += 1;
      return route.fulfill({ status: 404, contentType: 'application/json', body: '{"status":"no"}' });
    });
    let loads = 0;
    page.on('request', (request) => (loads += request.isNavigationRequest() ? 1 : 0));
    await page.goto(url());
    // The reloaded page asks for the file, and again a second later: no further reload came between.
    await expect.poll(() => gets, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    expect(loads).toBe(2);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: "We are the Northwest's most trusted resource for precious metals!",
      }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeHidden();
  });

  it("keeps the storefront when the next page's file fails to arrive, and opens that page once it does", async () => {
    const { page } = await newPage();
    await page.goto(url());
    const viewLots = page.locator('a[href^="/auction/timed-auction/"]').first();
    await expect(viewLots).toBeVisible();
    // The page's first two requests fail, as they do while the server restarts (its look at the file fails too).
    let failuresLeft = 2;
    await page.route(/\/assets\/AuctionLotsPage-[\w-]+\.js$/, async (route) => {
      const left = failuresLeft;
      if (route.request().method() !== 'HEAD') failuresLeft -= 1;
      await (left > 0 ? route.abort('connectionrefused') : route.continue());
    });
    let loads = 0;
    page.on('request', (request) => (loads += request.isNavigationRequest() ? 1 : 0));
    await viewLots.click();
    await expect(page.getByText(/^Auction ID: \d+$/)).toBeVisible();
    expect(failuresLeft).toBe(-1);
    expect(loads).toBe(0);
  });

  it("names a lot page's code in the page a buyer lands on, and the browser fetches each file once", async () => {
    const lot = await openTimedLot(url());
    const path = `/timedlotView/${lot.lotof}/${lot.id}/0`;
    const html = await (await fetch(new URL(path, url()), { headers: { accept: 'text/html' } })).text();
    const named = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)">/g)].map((match) => match[1]!);
    expect(named.some((file) => /\/assets\/TimedLotPage-[\w-]+\.js$/.test(file))).toBe(true);

    const { page, errors } = await newPage();
    const fetched = new Map<string, number>();
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      if (file.endsWith('.js')) fetched.set(file, (fetched.get(file) ?? 0) + 1);
    });
    await page.goto(new URL(path, url()).href);
    await expect(page.getByRole('heading', { level: 1, name: lot.title })).toBeVisible();
    for (const file of named) expect(fetched.get(file), file).toBe(1);
    expect(errors).toEqual([]);
  });

  it('answers the health probe through the same server', async () => {
    const response = await fetch(url('/health'));
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });
});
