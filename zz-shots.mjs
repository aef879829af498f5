import { chromium } from 'playwright-core';
const base = 'http://localhost:4000';
const [width, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 800 }, deviceScaleFactor: 1 });
const page = await ctx.newPage();
await page.goto(base + '/login');
await page.getByLabel(/e-?mail/i).first().fill('grace.miller@example.com');
await page.getByLabel(/password/i).first().fill('GoldEagle#2026');
await page.getByRole('button', { name: /log ?in|sign ?in/i }).first().click();
await page.waitForURL((u) => !u.pathname.toLowerCase().includes('login'));
for (const path of paths) {
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  const name = path.replace(/[^a-zA-Z0-9]+/g, '_') || 'home';
  await page.screenshot({ path: `/tmp/shots/${width}-${name}.png`, fullPage: true });
}
await browser.close();
