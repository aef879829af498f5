// Gate: Lighthouse (mobile settings, the default) on the production build as `npm start` serves it on loopback, for
// the home page, a timed auction's lots, a timed lot view and the live room (signed in as an approved buyer).
// Budgets: performance ≥ 98, accessibility 100, best practices 100, SEO ≥ 95. Prints each page's four scores against
// them, writes them as JSON to $LIGHTHOUSE_JSON (default bench/results/lighthouse.json, which
// bench/lighthouse.bench.ts prints) and exits non-zero on a miss. Chromium: $CHROME_PATH (default /usr/bin/chromium).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { tsImport } from 'tsx/esm/api';

export const BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 95 };
const root = resolve(import.meta.dirname, '..');
const resultFile = resolve(root, process.env['LIGHTHOUSE_JSON'] ?? 'bench/results/lighthouse.json');
const support = (file) => tsImport(`../e2e/support/${file}`, import.meta.url);

/** The four pages, found in the demo store the server was started with; the room needs Grace's token. */
async function pagesOf(base) {
  const { demoBuyers, openTimedLot, signIn } = await support('demoStore.ts');
  const { runningLiveAuction } = await support('liveAuction.ts');
  const { buyerIdOf } = await support('lotPages.ts');
  const lot = await openTimedLot(base);
  const liveAuction = await runningLiveAuction(base);
  const token = await signIn(base, demoBuyers.grace);
  return [
    { name: 'home', path: '/' },
    { name: 'timed auction', path: `/auction/timed-auction/${lot.lotof}` },
    { name: 'timed lot view', path: `/timedlotView/${lot.lotof}/${lot.id}/0` },
    { name: 'live room', path: `/livelots/${liveAuction}/${buyerIdOf(token)}`, token },
  ];
}

/** A tab of the browser; with a token, signed in: the token stored where the storefront keeps it. */
async function openTab(browser, base, token) {
  const tab = await browser.newPage();
  if (token) {
    await tab.goto(new URL('/favicon.svg', base).href);
    await tab.evaluate((value) => localStorage.setItem('token', value), token);
  }
  return tab;
}

async function auditOnce(tab, url, keepStorage) {
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(BUDGET),
      // The live room's audit keeps the signed-in buyer's local storage; the others start from a cleared origin.
      disableStorageReset: keepStorage,
    },
    undefined,
    tab,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  // LIGHTHOUSE_REPORTS=folder keeps each page's whole report, to read what an audit found.
  const reports = process.env['LIGHTHOUSE_REPORTS'];
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${new URL(url).pathname.split('/')[1] || 'home'}.json`), String(result.report));
  }
  const scores = Object.fromEntries(
    Object.keys(BUDGET).map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
  );
  // What lowered a score below 100: the failing audits, so a miss says what to fix.
  const failing = Object.values(categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category.id}: ${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`),
  );
  return { scores, failing };
}

/** A trace Lighthouse failed to record (NO_NAVSTART on a loaded machine) is taken again, once. */
async function audit(browser, base, page) {
  const url = new URL(page.path, base).href;
  for (let attempt = 1; ; attempt += 1) {
    const tab = await openTab(browser, base, page.token);
    try {
      return await auditOnce(tab, url, Boolean(page.token));
    } catch (error) {
      if (attempt === 2) throw error;
      console.log(`lighthouse: ${page.name}: ${error.message}; again`);
    } finally {
      await tab.close();
    }
  }
}

function printRow(name, scores, width) {
  const cells = Object.entries(BUDGET).map(([id, budget]) => {
    const mark = scores[id] < budget ? ' MISS' : '';
    return `${id} ${String(scores[id]).padStart(3)}/${budget}${mark}`;
  });
  console.log(`  ${name.padEnd(width)}  ${cells.join('  ')}`);
}

const { startStorefront } = await support('startStorefront.ts');
const storefront = await startStorefront();
let chrome;
let browser;
try {
  const pages = await pagesOf(storefront.url);
  chrome = await launch({
    chromePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const width = Math.max(...pages.map((page) => page.name.length));
  console.log('lighthouse: mobile settings, production build on loopback');
  const results = [];
  for (const page of pages) {
    const result = { name: page.name, path: page.path, ...(await audit(browser, storefront.url, page)) };
    printRow(result.name, result.scores, width);
    if (result.failing.length > 0) console.log(`    below 100: ${result.failing.join('; ')}`);
    results.push(result);
  }
  mkdirSync(dirname(resultFile), { recursive: true });
  writeFileSync(resultFile, `${JSON.stringify({ budget: BUDGET, pages: results }, null, 2)}\n`);
  const missed = results.filter((result) => Object.entries(BUDGET).some(([id, budget]) => result.scores[id] < budget));
  for (const result of missed) console.error(`lighthouse: ${result.name} (${result.path}) misses its budget`);
  if (missed.length > 0) process.exitCode = 1;
} finally {
  await browser?.disconnect();
  chrome?.kill();
  await storefront.stop();
}
