import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/launchBrowser';
import type { Benchmark } from './benchmark';

const root = fileURLToPath(new URL('../', import.meta.url));
const ROUNDS = 3;
const FIRST_STORY = 'components-forms-button--default';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Opens `url` as soon as the server answers, then waits for `shown` to resolve. */
async function openWhenUp(page: Page, url: string, child: ChildProcess, shown: () => Promise<unknown>) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const answered = await page.goto(url, { timeout: 120_000 }).then(
      () => true,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await shown();
}

/** Milliseconds from starting the server's command to the page showing what `shown` waits for. */
async function timeToFirstRender(
  browser: Browser,
  command: (port: number) => string[],
  path: string,
  shown: (page: Page) => Promise<unknown>,
) {
  const port = await freePort();
  const [executable, ...args] = command(port);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const started = performance.now();
  const child = spawn(executable!, args, { cwd: root, env: { ...process.env, CI: '1' }, stdio: 'ignore' });
  try {
    await openWhenUp(page, `http://localhost:${port}${path}`, child, () => shown(page));
    return performance.now() - started;
  } finally {
    await context.close();
    await stopped(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** A warm-up start, then the median of `ROUNDS` starts. */
async function warmMedian(measure: () => Promise<number>) {
  await measure();
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) samples.push(await measure());
  return median(samples);
}

/** A bare React page served by Vite's dev server: the least a dev server with a first render can take here. */
async function barePage() {
  const dir = join(root, '.cache', 'bench-first-story-floor');
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/main.js"></script>',
  );
  await writeFile(
    join(dir, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(createElement('button', null, 'Place Bid'));\n",
  );
  return dir;
}

export const benchmark: Benchmark = {
  name: `npm run storybook: from starting the dev server to its first story (${FIRST_STORY}) rendered in Chromium, warm caches, median of ${ROUNDS}`,
  floor: "floor: Vite's dev server of a bare React page, from its start to the page's button rendered, in the same run",
  run: async () => {
    const browser = await launchBrowser();
    const floorDir = await barePage();
    try {
      const storybook = await warmMedian(() =>
        timeToFirstRender(
          browser,
          (port) => [
            process.execPath,
            'node_modules/storybook/dist/bin/dispatcher.js',
            'dev',
            '--port',
            String(port),
            '--no-open',
            '--ci',
            '--quiet',
          ],
          `/?path=/story/${FIRST_STORY}`,
          (page) =>
            page
              .frameLocator('#storybook-preview-iframe')
              .locator('#storybook-root > *')
              .first()
              .waitFor({ timeout: 300_000 }),
        ),
      );
      const floor = await warmMedian(() =>
        timeToFirstRender(
          browser,
          (port) => [
            process.execPath,
            'node_modules/vite/bin/vite.js',
            floorDir,
            '--port',
            String(port),
            '--strictPort',
          ],
          '/',
          (page) => page.getByRole('button', { name: 'Place Bid' }).waitFor({ timeout: 300_000 }),
        ),
      );
      return [{ label: 'first story rendered', value: storybook / 1000, unit: 's', floor: floor / 1000 }];
    } finally {
      await browser.close();
      await rm(floorDir, { recursive: true, force: true });
    }
  },
};
