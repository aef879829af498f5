// Runs every story's play function in a built Storybook, served as a static site and opened in Chromium, the way the
// published one (and Chromatic) shows it: a play that passes in the story tests but fails there fails here. A story
// fails on a play or render error, or on an error in the console while it renders and plays. Axe is left to the story
// tests (npm run test:stories), which run it on every story: here it would double the time.
// `node scripts/storybook-plays.mjs DIR [ID-PATTERN]`; `npm test` runs it on the build of its `storybook` gate, and
// `npm run test:built-storybook` builds Storybook and runs it.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { chromium } from 'playwright-core';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};
const STORY_TIMEOUT_MS = 30_000;
// Two pages share out the stories: while one waits on a play's timers the other works. More gain nothing on two cores.
const PAGES = 2;
const HELD_STILL =
  '*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }';
// As the story tests size the page: addon-vitest's default, or the story's `globals.viewport`.
const DEFAULT_VIEWPORT = { width: 1200, height: 900 };

function serve(dir) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname));
    const file = join(dir, path.endsWith('/') ? join(path, 'index.html') : path);
    if (!file.startsWith(dir + sep)) return void response.writeHead(403).end();
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The story's viewport in px, from its globals and the preview's viewport options. */
function viewportOf({ parameters, globals }) {
  const name = globals?.viewport?.value;
  const styles = name ? parameters?.viewport?.options?.[name]?.styles : undefined;
  if (!styles) return DEFAULT_VIEWPORT;
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

// In the page: the story's parameters and globals, before it renders.
export const describeStory = async (storyId) => {
  const story = await globalThis.__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({ storyId });
  return JSON.parse(JSON.stringify({ parameters: story.parameters, globals: story.storyGlobals }));
};

/**
 * In the page: the preview channel's events that end a story, each calling `done` with how it ended. Pages get it as
 * `globalThis.storyEndings` from `STORY_ENDINGS_SCRIPT`, an init script (page functions cannot share code otherwise).
 */
const storyEndings = (storyId, done) => [
  ['storyFinished', (e) => e.storyId === storyId && done({ status: e.status, reporters: e.reporters })],
  ['playFunctionThrewException', (e) => done({ status: 'play threw', message: e.message })],
  ['storyThrewException', (e) => done({ status: 'render threw', message: e.message })],
  ['storyErrored', (e) => done({ status: 'render errored', message: `${e.title}: ${e.description}` })],
  ['storyMissing', () => done({ status: 'missing' })],
  ['unhandledErrorsWhilePlaying', (errors) => done({ status: 'unhandled errors', message: String(errors) })],
];
export const STORY_ENDINGS_SCRIPT = `globalThis.storyEndings = ${storyEndings.toString()};`;

// In the page: shows the story and settles with how it ended.
const showStory = ({ storyId, timeout }) =>
  new Promise((resolve) => {
    const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
    const done = (outcome) => {
      clearTimeout(timer);
      for (const [event, listener] of listeners) channel.off(event, listener);
      resolve(outcome);
    };
    const listeners = globalThis.storyEndings(storyId, done);
    const timer = setTimeout(() => done({ status: 'timed out' }), timeout);
    for (const [event, listener] of listeners) channel.on(event, listener);
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });

/** Why a story failed, from how it ended and the console errors while it rendered and played; empty when it passed. */
export function failureReasons(outcome, consoleErrors, parameters) {
  const why = [];
  if (outcome.status !== 'success')
    why.push(outcome.message ? `${outcome.status}: ${stripVTControlCharacters(outcome.message)}` : outcome.status);
  for (const report of outcome.reporters ?? []) {
    if (report.status === 'failed') why.push(`${report.type} failed: ${JSON.stringify(report.result).slice(0, 400)}`);
  }
  // A response the story's handlers answer with an error status is the story's point, not a fault.
  const expected = parameters?.expectedConsoleErrors ?? [];
  const unexpected = consoleErrors.filter(
    (text) => !text.startsWith('Failed to load resource') && !expected.some((part) => text.includes(part)),
  );
  why.push(...unexpected.map((text) => `console error: ${stripVTControlCharacters(text)}`));
  return [...new Set(why)];
}

/** Plays every story (or those whose id matches `only`); returns the failures, each with its id and why. */
export async function runPlays(dir, { only } = {}) {
  const { entries } = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8'));
  const ids = Object.values(entries)
    .filter((entry) => entry.type === 'story' && (!only || only.test(entry.id)))
    .map((entry) => entry.id);
  const server = await serve(normalize(dir).replace(/\/$/, ''));
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
  });
  const failures = [];
  const durations = [];
  const queue = [...ids];
  const playNext = async () => {
    // Named as Storybook's test runner, the preview holds animations still after a play instead of waiting them out.
    const probe = await browser.newPage();
    const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`;
    await probe.close();
    const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT, userAgent });
    const page = await context.newPage();
    await page.addInitScript({ content: STORY_ENDINGS_SCRIPT });
    let consoleErrors = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    // The preview on its own, as Chromatic opens it, showing nothing until it is told which story to show; each story
    // is then shown in turn without a reload. MSW's worker is installed first: MSW reloads a page that its installed
    // worker does not control yet, which took the preview away from under the first story.
    // A story that took the preview away (a reload) may still be navigating when the preview is opened again.
    const goto = async (url) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await page.goto(url);
        } catch (error) {
          if (attempt === 3 || !/interrupted by another navigation/.test(error.message)) throw error;
        }
      }
    };
    const open = async () => {
      await goto(`${base}/index.json`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.register('/mockServiceWorker.js');
        await navigator.serviceWorker.ready;
      });
      await goto(`${base}/iframe.html?viewMode=story`);
      await page.waitForFunction(
        () => navigator.serviceWorker.controller && globalThis.__STORYBOOK_PREVIEW__?.storyStoreValue,
      );
      await page.evaluate(() =>
        globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { a11y: { manual: true } } }),
      );
      // As the story tests and Chromatic take them: nothing caught mid-transition.
      await page.addStyleTag({ content: HELD_STILL });
    };
    await open();
    for (let storyId = queue.shift(); storyId; storyId = queue.shift()) {
      const started = performance.now();
      const story = await page.evaluate(describeStory, storyId);
      const viewport = viewportOf(story);
      const current = page.viewportSize();
      if (current.width !== viewport.width || current.height !== viewport.height) await page.setViewportSize(viewport);
      consoleErrors = [];
      const outcome = await page
        .evaluate(showStory, { storyId, timeout: STORY_TIMEOUT_MS })
        .catch((error) => ({ status: 'left the preview', message: error.message }));
      if (outcome.status === 'left the preview') await open();
      durations.push({ storyId, ms: performance.now() - started });
      const why = failureReasons(outcome, consoleErrors, story.parameters);
      if (why.length > 0) failures.push({ storyId, why });
    }
    await context.close();
  };
  try {
    await Promise.all(Array.from({ length: Math.min(PAGES, ids.length) }, playNext));
  } finally {
    await browser.close();
    server.close();
  }
  return { played: ids.length, failures, slowest: durations.sort((a, b) => b.ms - a.ms).slice(0, 5) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir, pattern] = process.argv.slice(2);
  if (!dir) throw new Error('usage: node scripts/storybook-plays.mjs STORYBOOK-BUILD-DIR [STORY-ID-PATTERN]');
  const started = performance.now();
  const { played, failures, slowest } = await runPlays(dir, { only: pattern ? new RegExp(pattern) : undefined });
  for (const { storyId, why } of failures) console.error(`✗ ${storyId}\n    ${why.join('\n    ').slice(0, 2000)}`);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `built storybook: ${played - failures.length} of ${played} stories played without an error in ${seconds.toFixed(0)} s; ` +
      `slowest: ${slowest.map(({ storyId, ms }) => `${storyId} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
  );
  if (failures.length > 0) process.exitCode = 1;
}
