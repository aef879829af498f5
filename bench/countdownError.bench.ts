import type { Browser } from 'playwright-core';
import { openTimedLot, type OpenLot } from '../e2e/support/demoStore';
import { timedLots } from '../e2e/support/lotPages';
import { launchBrowser } from '../e2e/support/launchBrowser';
import { startStorefront } from '../e2e/support/startStorefront';
import type { Benchmark } from './benchmark';
import { countdownTurnovers, tickErrors, turnoverErrors, wrongClockScript } from './support/countdownTurnovers';

const ADDED_LATENCY_MS = 300;
const CLOCK_OFFSET_MS = 5 * 60_000;
/** The storefront reads the server's time 0, 1, 2.5 and 6 s after start; each reading takes a round trip more. */
const CLOCK_SETTLED_MS = 6_000 + 4 * 2 * ADDED_LATENCY_MS + 1_000;
const TURNOVERS = 10;

interface Conditions {
  latencyMs: number;
  clockOffsetMs: number;
}

/** The error of each turnover of a timed lot page's countdown, by the server's (this machine's) clock. */
async function countdownErrors(browser: Browser, base: string, lot: OpenLot, conditions: Conditions) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    if (conditions.clockOffsetMs !== 0) await context.addInitScript(wrongClockScript(conditions.clockOffsetMs));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: conditions.latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.goto(new URL(`/timedlotView/${lot.lotof}/${lot.id}/0`, base).href);
    await page.getByRole('timer').first().waitFor();
    await page.waitForTimeout(CLOCK_SETTLED_MS);
    const turnovers = await countdownTurnovers(page, TURNOVERS);
    return { turnovers: turnoverErrors(turnovers, Date.parse(lot.date_closed)), ticks: tickErrors(turnovers) };
  } finally {
    await context.close();
  }
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const meanAbsolute = (values: readonly number[]) => mean(values.map(Math.abs));
const maxAbsolute = (values: readonly number[]) => Math.max(...values.map(Math.abs));

export const benchmark: Benchmark = {
  name: `P7: countdown error on a timed lot page against the server's clock, with ${ADDED_LATENCY_MS} ms of added latency (CDP) and the browser's clock 5 minutes ahead (${TURNOVERS} turnovers)`,
  floor: 'floor: the same countdown with no added latency and a true clock, in the same run',
  run: async () => {
    const storefront = await startStorefront();
    const browser = await launchBrowser();
    try {
      const lot = await openTimedLot(storefront.url, 60);
      const floor = await countdownErrors(browser, storefront.url, lot, { latencyMs: 0, clockOffsetMs: 0 });
      const errors = await countdownErrors(browser, storefront.url, lot, {
        latencyMs: ADDED_LATENCY_MS,
        clockOffsetMs: CLOCK_OFFSET_MS,
      });
      const now = (await timedLots(storefront.url, { fromMinutes: 0, toMinutes: 100_000 })).find(
        (candidate) => candidate.id === lot.id,
      );
      if (now?.date_closed !== lot.date_closed)
        throw new Error('The lot was extended while its countdown was read; run again.');
      console.log(
        `  (the lot closes at ${lot.date_closed}: ${Date.parse(lot.date_closed) % 1000} ms past a whole second)`,
      );
      return [
        {
          label: 'turnover: mean absolute error',
          value: meanAbsolute(errors.turnovers),
          unit: 'ms',
          floor: meanAbsolute(floor.turnovers),
        },
        {
          label: 'turnover: largest absolute error',
          value: maxAbsolute(errors.turnovers),
          unit: 'ms',
          floor: maxAbsolute(floor.turnovers),
          goal: { valueAtMost: 100 },
        },
        {
          label: 'turnover: mean error (late +)',
          value: mean(errors.turnovers),
          unit: 'ms',
          floor: mean(floor.turnovers),
        },
        {
          label: "tick vs server's second: mean error",
          value: mean(errors.ticks),
          unit: 'ms',
          floor: mean(floor.ticks),
        },
        {
          label: "tick vs server's second: largest abs.",
          value: maxAbsolute(errors.ticks),
          unit: 'ms',
          floor: maxAbsolute(floor.ticks),
        },
      ];
    } finally {
      await browser.close();
      await storefront.stop();
    }
  },
};
