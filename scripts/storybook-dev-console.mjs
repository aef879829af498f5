// `npm run test:storybook-dev`: starts `storybook dev` as `npm run storybook` does, opens the manager in Chromium at the
// Welcome page and then at a sample of stories and docs pages, each by its address (a fresh manager each time, as a
// designer's link opens it), waits for each story's play to end, and fails listing every console error of the manager
// and of the preview. The server and the browser are stopped on any outcome. Not in `npm test`: 3 to 4 minutes.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { chromium } from 'playwright-core';
import { describeStory, failureReasons, STORY_ENDINGS_SCRIPT } from './storybook-plays.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const START_TIMEOUT_MS = 180_000;
const ENTRY_TIMEOUT_MS = 60_000;
// The manager's stores wait 1 s for the server's answer before they log an error: each page stays open past that.
const SETTLE_MS = 1_500;
// [id pattern, how many of its entries in the index's order]: the pages designers open first, and the stories with a
// history in the dev server's console (BidControl's confirmation steps).
const SAMPLE = [
  [/^welcome--/, 1],
  [/^foundations-/, 3],
  [/^components-auction-lotcard--/, 3],
  [/^components-auction-bidcontrol--(listing|confirm)/, 4],
  [/^components-auction-countdown--/, 2],
  [/^components-auction-invoice--/, 2],
  [/^components-overlays-dialog--/, 1],
  [/^features-bidding-bidbox-/, 3],
  [/^features-account-signupform--/, 2],
  [/^features-catalog-/, 2],
  [/^features-checkout-/, 1],
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** `storybook dev` in its own process group, so stopping it stops anything it started. */
function startStorybook(port) {
  const child = spawn(
    process.execPath,
    ['node_modules/storybook/dist/bin/dispatcher.js', 'dev', '--port', String(port), '--no-open', '--ci', '--quiet'],
    { cwd: root, env: { ...process.env, CI: '1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const output = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text) => output.push(...stripVTControlCharacters(text).split('\n').filter(Boolean)));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const killed = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(killed);
  };
  return { child, output, exited, stop };
}

async function untilUp(base, server) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`storybook dev exited:\n${server.output.join('\n')}`);
    const index = await fetch(`${base}/index.json`).then(
      (response) => (response.ok ? response.json() : null),
      () => null,
    );
    if (index) return index;
    if (Date.now() > deadline) throw new Error(`storybook dev did not answer in ${START_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function sample({ entries }) {
  const all = Object.values(entries);
  return SAMPLE.flatMap(([pattern, count]) => all.filter((entry) => pattern.test(entry.id)).slice(0, count));
}

// In the manager, from its start: keeps how the entry in its address ended in `globalThis.entryEnded`. The manager's
// channel carries the preview's events (an init script in the preview frame would run in its first, blank document).
const watchEntry = () => {
  if (globalThis.location.pathname.endsWith('/iframe.html') || globalThis.location.protocol === 'about:') return;
  const entryId = new URLSearchParams(globalThis.location.search).get('path')?.split('/')[2];
  const waiting = setInterval(() => {
    const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return;
    clearInterval(waiting);
    const done = (outcome) => (globalThis.entryEnded ??= outcome);
    for (const [event, listener] of globalThis.storyEndings(entryId, done)) channel.on(event, listener);
    channel.on('docsRendered', (id) => id === entryId && done({ status: 'success' }));
  }, 5);
};

async function visit(page, base, entry, consoleErrors) {
  const opened = Date.now();
  await page.goto(`${base}/?path=/${entry.type === 'docs' ? 'docs' : 'story'}/${entry.id}`);
  const ended = await page
    .waitForFunction(() => globalThis.entryEnded, undefined, { timeout: ENTRY_TIMEOUT_MS })
    .then((handle) => handle.jsonValue())
    .catch(() => ({ status: 'timed out' }));
  const frame = await (await page.waitForSelector('#storybook-preview-iframe')).contentFrame();
  const story = entry.type === 'story' ? await frame.evaluate(describeStory, entry.id) : { parameters: {} };
  await page.waitForTimeout(Math.max(0, opened + SETTLE_MS - Date.now()));
  return { why: failureReasons(ended, consoleErrors.splice(0), story.parameters), ms: Date.now() - opened };
}

async function check() {
  const started = performance.now();
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = startStorybook(port);
  const browser = await chromium.launch({
    executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
  });
  const stopAll = () => Promise.allSettled([browser.close(), server.stop()]);
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  process.once('SIGTERM', () => void stopAll().then(() => process.exit(143)));
  try {
    const entries = sample(await untilUp(base, server));
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.addInitScript({ content: STORY_ENDINGS_SCRIPT });
    await page.addInitScript(watchEntry);
    const consoleErrors = [];
    // The manager's own code is served from /sb-manager/ and /sb-addons/; the preview's modules from anywhere else.
    const where = (url) => (/\/sb-(manager|addons)\/|\/\?path=/.test(url) ? 'manager' : 'preview');
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} (${where(message.location().url)})`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
    const failures = [];
    for (const entry of entries) {
      const { why, ms } = await visit(page, base, entry, consoleErrors);
      if (why.length > 0) failures.push({ id: entry.id, why });
      console.log(`${why.length > 0 ? '✗' : '✓'} ${entry.id} ${(ms / 1000).toFixed(1)} s`);
    }
    const reloads = server.output.filter((line) =>
      /optimized dependencies changed|new dependencies optimized/.test(line),
    );
    for (const { id, why } of failures) console.error(`✗ ${id}\n    ${why.join('\n    ').slice(0, 2000)}`);
    if (reloads.length > 0)
      console.error(`storybook dev optimized dependencies while running:\n  ${reloads.join('\n  ')}`);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `storybook dev: ${entries.length - failures.length} of ${entries.length} pages opened without a console error ` +
        `in ${seconds.toFixed(0)} s`,
    );
    return failures.length === 0 && reloads.length === 0;
  } finally {
    await stopAll();
  }
}

process.exitCode = (await check()) ? 0 : 1;
