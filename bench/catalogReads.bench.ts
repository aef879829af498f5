import { operationIndex, timedBidBody, type OperationBody } from '@storefront/api-client';
import autocannon from 'autocannon';
import { signedInNewBuyers, type SignedInBuyer } from '../e2e/support/apiBuyers';
import { call, type ListedLot, listedLots, type OpenLot, openTimedLot } from '../e2e/support/demoStore';
import type { Benchmark, Figure } from './benchmark';
import { benchPostgres } from './support/postgres';
import { startReferenceServerWith, type ServerProcess } from './support/serverProcess';

const LOAD = { connections: 50, duration: 10 } as const;
const WARM_UP = { connections: 10, duration: 2 } as const;
const LOT_LIST = operationIndex.searchLots.path;
const LOTS = 20;
/** Bids placed one after the other (each acknowledged before the next) while the lot list is under load. */
const BID_EVERY_MS = 50;
const STALENESS_ROUNDS = 200;
const GOAL = { ratioAtLeast: 0.3 } as const;
const P99_GOAL = { valueAtMost: 50 } as const;

const lotListBody = (lot: OpenLot): OperationBody<'searchLots'> => ({
  lotof: lot.lotof,
  limit: LOTS,
  page: 1,
  userid: 0,
});

async function listedLot(url: string, lot: OpenLot): Promise<ListedLot> {
  const answer = await call(url, 'searchLots', lotListBody(lot));
  const listed = listedLots(answer).find((candidate) => candidate.id === lot.id);
  if (!listed) throw new Error(`Lot ${lot.id} is not in the first ${LOTS} lots of auction ${lot.lotof}.`);
  return listed;
}

/** Two bidders taking turns with rising maximum bids: each bid, once acknowledged, makes its bidder the leader. */
function bidder(url: string, lot: OpenLot, buyers: SignedInBuyer[]) {
  let sent = 0;
  let maximum = Math.ceil(lot.wprice) + 1000;
  return async () => {
    sent += 1;
    maximum += 200;
    const buyer = buyers[sent % buyers.length]!;
    const answer = await call(url, 'placeTimedBid', timedBidBody(lot, buyer.id, maximum), buyer.token);
    if (answer.status !== 'success') throw new Error(`A bid was refused: ${answer.error ?? JSON.stringify(answer)}`);
    return buyer.id;
  };
}

async function load(url: string, path: string, body?: unknown) {
  const host = new URL(url).hostname;
  const request = body
    ? {
        method: 'POST' as const,
        body: JSON.stringify(body),
        headers: { domain: host, 'content-type': 'application/json' },
      }
    : {};
  const options = { url: `${url}${path}`, ...request };
  await autocannon({ ...options, ...WARM_UP });
  const result = await autocannon({ ...options, ...LOAD });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { perSecond: result.requests.average, p99: result.latency.p99 };
}

/** The lot list under load while bids arrive every BID_EVERY_MS, each one changing a lot of the list. */
async function loadWhileBidding(url: string, lot: OpenLot, bid: () => Promise<number>) {
  let bidding = true;
  let bids = 0;
  const bidLoop = (async () => {
    while (bidding) {
      await bid();
      bids += 1;
      await new Promise((resolve) => setTimeout(resolve, BID_EVERY_MS));
    }
  })();
  try {
    return { ...(await load(url, LOT_LIST, lotListBody(lot))), bids };
  } finally {
    bidding = false;
    await bidLoop;
  }
}

/** Rounds in which the lot list, read at once after a bid was acknowledged, did not show that bid. */
async function staleReads(url: string, lot: OpenLot, bid: () => Promise<number>) {
  let stale = 0;
  let lastCount = (await listedLot(url, lot)).bid_count;
  for (let round = 0; round < STALENESS_ROUNDS; round += 1) {
    const leader = await bid();
    const listed = await listedLot(url, lot);
    if (listed.highbid_user_id !== leader || listed.bid_count <= lastCount) stale += 1;
    lastCount = listed.bid_count;
  }
  return stale;
}

/** An open lot among the first LOTS of a timed auction's list, closing well after the run. */
async function lotOfList(url: string): Promise<OpenLot> {
  const some = await openTimedLot(url);
  const answer = await call(url, 'searchLots', lotListBody(some));
  const later = Date.now() + 30 * 60_000;
  const lot = listedLots(answer).find(
    (candidate) => candidate.market_status === 'open' && Date.parse(candidate.date_closed) > later,
  );
  if (!lot) throw new Error(`Auction ${some.lotof} has no lot open long enough among its first ${LOTS}.`);
  return lot;
}

async function figuresOf(server: ServerProcess, label: string): Promise<Figure[]> {
  const buyers = await signedInNewBuyers(server.url, 2);
  const lot = await lotOfList(server.url);
  const bid = bidder(server.url, lot, buyers);
  const health = await load(server.url, '/health');
  const hot = await load(server.url, LOT_LIST, lotListBody(lot));
  const bidding = await loadWhileBidding(server.url, lot, bid);
  const stale = await staleReads(server.url, lot, bid);
  return [
    { label: `${label}: lot list, req/s`, value: hot.perSecond, unit: 'req/s', floor: health.perSecond, goal: GOAL },
    { label: `${label}: lot list, p99 (/health p99)`, value: hot.p99, unit: 'ms', floor: health.p99, goal: P99_GOAL },
    {
      label: `${label}: lot list while bidding (${bidding.bids} bids), req/s`,
      value: bidding.perSecond,
      unit: 'req/s',
      floor: health.perSecond,
      goal: GOAL,
    },
    {
      label: `${label}: lot list while bidding, p99 (/health p99)`,
      value: bidding.p99,
      unit: 'ms',
      floor: health.p99,
      goal: P99_GOAL,
    },
    {
      label: `${label}: stale lot lists read at once after ${STALENESS_ROUNDS} acknowledged bids`,
      value: stale,
      unit: 'reads',
      floor: 0,
      goal: { valueAtMost: 0 },
    },
  ];
}

async function onServer(env: NodeJS.ProcessEnv, label: string) {
  const server = await startReferenceServerWith({ env: { DEV_PAGES: 'on', ...env } });
  try {
    return await figuresOf(server, label);
  } finally {
    await server.stop();
  }
}

export const benchmark: Benchmark = {
  name: `P8: an auction's lot list (${LOT_LIST}, ${LOTS} lots) as a visitor reads it, ${LOAD.connections} connections, on the reference server as npm start runs it; hot, then while a bid lands every ${BID_EVERY_MS} ms; then bid-and-read rounds`,
  floor: `floor: GET /health of the same server in the same run (autocannon at ${LOAD.connections} connections, ${LOAD.duration} s); no stale read at all`,
  run: async () => {
    const figures = await onServer({ DATABASE_URL: '' }, 'embedded');
    const postgres = await benchPostgres();
    if ('skipped' in postgres) {
      console.log(`  PostgreSQL skipped: ${postgres.skipped}`);
      return figures;
    }
    try {
      figures.push(...(await onServer({ DATABASE_URL: postgres.url }, 'PostgreSQL')));
    } finally {
      await postgres.stop();
    }
    return figures;
  },
};
