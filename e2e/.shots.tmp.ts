import { chromium } from 'playwright-core';
const base = 'http://localhost:4555';
const lots = await (
  await fetch(base + '/mobileapi/lotsearch', {
    method: 'POST',
    headers: { 'content-type': 'application/json', domain: 'localhost' },
    body: JSON.stringify({ limit: 50, page: 1, timed_live: 'timed', userid: 0 }),
  })
).json();
const lot = lots.result.listOfProjects.find(
  (l: any) =>
    l.con_check !== 1 && Date.parse(l.date_closed) > Date.now() + 600000 && Date.parse(l.date_added) < Date.now(),
);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const [name, path] of [
    ['home', '/'],
    ['login', '/login'],
    ['lot', `/timedlotView/${lot.lotof}/${lot.id}/0`],
    ['notfound', '/timedlotView/1/99999/0'],
  ]) {
    await page.goto(base + path);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
