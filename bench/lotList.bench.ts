import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import type { Benchmark } from './benchmark';

const root = fileURLToPath(new URL('./lotList/', import.meta.url));
const LOTS = 2000;
const FLOOR_LOTS = 20;
const ROUNDS = 9;

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;

declare global {
  interface Window {
    firstScreen: (count: number) => Promise<number>;
    longestTaskWhileScrolling: (count: number) => Promise<number>;
  }
}

export const benchmark: Benchmark = {
  name: `Lot list (VirtualLotList of LotCards) in Chromium: ${LOTS.toLocaleString('en-US')} lots, the live request limit`,
  floor: `floor: the same list of ${FLOOR_LOTS} lots; medians of ${ROUNDS} rounds, production build`,
  run: async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'bench-lot-list-'));
    // Vite's build and preview set NODE_ENV=production in this process, which the later benchmarks' servers would
    // inherit (and run without the demo store).
    const nodeEnv = process.env['NODE_ENV'];
    const server = await (async () => {
      const config = { root, logLevel: 'warn' as const, plugins: [react(), vanillaExtractPlugin()] };
      await build({ ...config, build: { outDir, emptyOutDir: true } });
      return preview({ ...config, build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
    })();
    if (nodeEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = nodeEnv;
    const browser = await chromium.launch({
      executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-dev-shm-usage'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(server.resolvedUrls!.local[0]!);
      await page.waitForFunction(() => typeof window.firstScreen === 'function');
      const measure = async (run: (count: number) => Promise<number>, count: number) => {
        const samples: number[] = [];
        for (let round = 0; round < ROUNDS; round += 1) samples.push(await run(count));
        return median(samples);
      };
      const firstScreen = (count: number) =>
        measure((n) => page.evaluate((lots) => window.firstScreen(lots), n), count);
      const scrolling = (count: number) =>
        measure((n) => page.evaluate((lots) => window.longestTaskWhileScrolling(lots), n), count);
      await firstScreen(FLOOR_LOTS);
      return [
        {
          label: 'time to first screen after data',
          unit: 'ms',
          value: await firstScreen(LOTS),
          floor: await firstScreen(FLOOR_LOTS),
        },
        {
          label: 'longest task while scrolling',
          unit: 'ms',
          value: await scrolling(LOTS),
          floor: await scrolling(FLOOR_LOTS),
        },
      ];
    } finally {
      await browser.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      await rm(outDir, { recursive: true, force: true });
    }
  },
};
