import { rm } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { signedInNewBuyers } from '../../e2e/support/apiBuyers';
import { call, listedLots } from '../../e2e/support/demoStore';
import { startStorefront, type RunningStorefront } from '../../e2e/support/startStorefront';
import { openIdleSockets, type IdleSockets } from './idleSockets';
import { serverRss } from './serverMemory';
import { simulateBuyer, type Catalogue, type Sample } from './simulatedBuyer';
import { minuteRows, printTable, verdicts, type MemorySample } from './soakReport';

/*
 * npm run test:soak: simulated buyers browsing and bidding, and idle sockets in lot rooms, against a storefront started
 * as `npm start` starts it, for SOAK_MINUTES (10). Prints a table per minute and exits non-zero when a check misses.
 */
const MINUTES = Number(process.env['SOAK_MINUTES'] ?? 10);
const BUYERS = Number(process.env['SOAK_BUYERS'] ?? 200);
const SOCKETS = Number(process.env['SOAK_SOCKETS'] ?? 1000);
const THINK_MS = Number(process.env['SOAK_THINK_MS'] ?? 4000);
/** Memory is compared from the end of the warm-up: 2 minutes, or half a shorter run. */
const WARM_UP_MINUTES = Math.max(1, Math.min(2, Math.floor(MINUTES / 2)));

let storefront: RunningStorefront | undefined;
let sockets: IdleSockets | undefined;
let stopping = false;

async function stopEverything() {
  stopping = true;
  sockets?.close();
  await storefront?.stop();
  if (storefront) await rm(storefront.dataDir, { recursive: true, force: true });
  storefront = undefined;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`soak: ${signal}, stopping the storefront`);
    void stopEverything().finally(() => process.exit(130));
  });
}

/** What the buyers browse (the running auctions and their lots) and bid on (open timed lots closing after the soak). */
async function catalogue(base: string): Promise<Catalogue> {
  const search = await call(base, 'searchLots', {
    limit: 100,
    page: 1,
    timed_live: 'all',
    userid: 0,
  });
  const lots = listedLots(search);
  const afterSoak = Date.now() + (MINUTES + 15) * 60_000;
  const biddable = lots.filter(
    (lot) =>
      lot.con_check !== 1 &&
      lot.market_status === 'open' &&
      Date.parse(lot.date_added) < Date.now() &&
      Date.parse(lot.date_closed) > afterSoak,
  );
  if (biddable.length === 0) throw new Error('The demo store has no timed lot open for the whole soak.');
  return {
    auctions: [...new Set(lots.map((lot) => lot.lotof))],
    lots: lots.map((lot) => lot.id),
    biddable: biddable.slice(0, 20).map(({ id, lotof }) => ({ id, lotof })),
  };
}

async function soak(): Promise<boolean> {
  console.log(
    `soak: ${MINUTES} min, ${BUYERS} buyers (a pause of ~${THINK_MS} ms between actions), ${SOCKETS} idle sockets`,
  );
  storefront = await startStorefront();
  const base = storefront.url;
  const shown = await catalogue(base);
  const buyers = await signedInNewBuyers(base, BUYERS);
  const rooms = shown.biddable.map((lot) => ({ lotid: lot.id, auctionid: lot.lotof }));
  sockets = await openIdleSockets(base, SOCKETS, rooms);
  console.log(`soak: ${base}, ${buyers.length} buyers signed in, ${SOCKETS} sockets in ${rooms.length} lots' rooms`);

  const start = Date.now();
  const clock = { start, end: start + MINUTES * 60_000, thinkMs: THINK_MS };
  const samples: Sample[] = [];
  const memory: MemorySample[] = [];
  const messagesByMinute: number[] = [];
  let messagesBefore = sockets.received();
  const dataDir = storefront.dataDir;
  const sampleMemory = async () => {
    const rss = await serverRss(dataDir);
    if (rss !== null) memory.push({ at: Date.now() - start, rss });
  };
  await sampleMemory();
  const memoryTimer = setInterval(() => void sampleMemory(), 10_000);
  const minuteTimer = setInterval(() => {
    const now = sockets!.received();
    messagesByMinute.push(now - messagesBefore);
    messagesBefore = now;
    const done = messagesByMinute.length;
    console.log(
      `soak: minute ${done} of ${MINUTES}, ${samples.length} answers so far, load ${loadavg()[0]!.toFixed(1)}`,
    );
  }, 60_000);
  try {
    await Promise.all(buyers.map((buyer) => simulateBuyer(base, buyer, shown, clock, samples, () => stopping)));
    await sampleMemory();
  } finally {
    clearInterval(memoryTimer);
    clearInterval(minuteTimer);
  }

  const rows = minuteRows(MINUTES, samples, memory, sockets.drops, messagesByMinute);
  printTable(rows);
  const checks = verdicts(rows, WARM_UP_MINUTES);
  for (const { check, figure, passed } of checks) console.log(`${passed ? 'pass' : 'MISS'}  ${check}: ${figure}`);
  const errors = [...new Set(samples.flatMap((sample) => (sample.error ? [sample.error] : [])))];
  if (errors.length > 0) console.log(`errors: ${errors.slice(0, 10).join('; ')}`);
  for (const drop of sockets.drops.slice(0, 10)) console.log(`socket drop: ${drop.reason}`);
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  return checks.every((verdict) => verdict.passed);
}

let passed = false;
try {
  passed = await soak();
} catch (error) {
  console.error(error);
} finally {
  await stopEverything();
}
process.exit(passed ? 0 : 1);
