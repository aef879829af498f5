import { timedBidBody } from '@storefront/api-client';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, stopServerProcesses } from '../apps/api/test/support/serverProcess';
import { call, demoBuyers, openTimedLot, signIn } from '../e2e/support/demoStore';
import { buyerIdOf } from '../e2e/support/lotPages';
import type { Benchmark, Figure } from './benchmark';
import { startBareSocketServer } from './support/bareSocketServer';
import { INSPECTABLE, liveBytesAfterCollection, type InspectableProcess } from './support/liveMemory';
import { percentile } from './support/percentiles';
import { openSocketCrowd, sharedNow, type SocketCrowd } from './support/socketCrowd';
import { benchPostgres } from './support/postgres';

const SOCKETS = Number(process.env['ROOM_FANOUT_SOCKETS'] ?? 5000);
const WARM_UP_ROUNDS = 2;
const ROUNDS = 10;

const settle = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

const liveBytesOf = async (servers: InspectableProcess[]) =>
  (await Promise.all(servers.map(liveBytesAfterCollection))).reduce((sum, bytes) => sum + bytes, 0);

/**
 * What the servers' JavaScript holds for each socket of the crowd: with it and once it has gone, each after a full
 * collection. Read after the latencies: the inspector it opens stays open.
 */
async function bytesPerSocket(servers: InspectableProcess[], crowd: SocketCrowd) {
  const withCrowd = await liveBytesOf(servers);
  await crowd.close();
  await settle(2000);
  return (withCrowd - (await liveBytesOf(servers))) / SOCKETS;
}

/**
 * Each socket's delay from the trigger to its update, and how long the trigger's own request took to be answered,
 * over the measured rounds (after the warm-up).
 */
async function fanOutDelays(crowd: SocketCrowd, lotId: number, trigger: () => Promise<unknown>) {
  const delays: number[] = [];
  const answers: number[] = [];
  let missed = 0;
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
    let start = 0;
    const arrivals = await crowd.arrivalsOf(lotId, async () => {
      start = sharedNow();
      await trigger();
      if (round >= WARM_UP_ROUNDS) answers.push(sharedNow() - start);
    });
    if (round >= WARM_UP_ROUNDS) delays.push(...arrivals.map((arrival) => arrival - start));
    if (round >= WARM_UP_ROUNDS) missed += arrivals.filter((arrival) => Number.isNaN(arrival)).length;
    await settle(200);
  }
  return { delays: delays.filter((delay) => !Number.isNaN(delay)), answers, missed };
}

interface Measured {
  delays: number[];
  /** How long each bid (or the bare server's POST) took to be answered. */
  answers: number[];
  /** Updates that did not reach a socket within the round's wait (20 s), over the measured rounds. */
  missed: number;
  bytesPerSocket: number;
  sample: unknown;
}

/**
 * A crowd on the storefront's servers (all started, the first one seeded with the demo store): two demo buyers outbid
 * each other on one open timed lot through the first server; every socket waits for each bid's update.
 */
async function measureStorefront(envs: Record<string, string>[]): Promise<Measured> {
  const folder = await mkdtemp(join(tmpdir(), 'bench-fanout-'));
  try {
    const servers = [];
    // One after the other: the first seeds the demo store, the others find it seeded.
    for (const [index, env] of envs.entries())
      servers.push(await startServerProcess(join(folder, String(index)), { ...env, ...INSPECTABLE }));
    const base = servers[0]!.baseUrl;
    const lot = await openTimedLot(base, 60);
    const bidders = await Promise.all(
      [demoBuyers.grace, demoBuyers.owen].map(async (buyer) => {
        const token = await signIn(base, buyer);
        return { token, id: buyerIdOf(token) };
      }),
    );
    let next = lot.next_bid;
    let turn = 0;
    const bid = async () => {
      const bidder = bidders[turn % bidders.length]!;
      turn += 1;
      const answer = await call(base, 'placeTimedBid', timedBidBody(lot, bidder.id, next), bidder.token);
      if (answer.status !== 'success' || answer.bpop_nextbid === undefined)
        throw new Error(`The bid was refused: ${answer.error}`);
      next = answer.bpop_nextbid;
    };
    await settle(1000);
    const crowd = await openSocketCrowd(
      servers.map((server) => server.baseUrl),
      SOCKETS,
      lot.id,
    );
    try {
      await settle(2000);
      const { delays, answers, missed } = await fanOutDelays(crowd, lot.id, bid);
      const sample = crowd.sample();
      return { delays, answers, missed, bytesPerSocket: await bytesPerSocket(servers, crowd), sample };
    } finally {
      await crowd.close();
    }
  } finally {
    await stopServerProcesses();
    await rm(folder, { recursive: true, force: true });
  }
}

/** The same crowd on a bare socket.io server, which broadcasts `update` to everyone on each POST /broadcast. */
async function measureBare(update: unknown): Promise<Measured> {
  const server = await startBareSocketServer();
  const lotId = (update as { id: number }).id;
  try {
    await settle(1000);
    const crowd = await openSocketCrowd([server.url], SOCKETS, lotId);
    try {
      await settle(2000);
      const broadcast = () =>
        fetch(`${server.url}/broadcast`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(update),
        }).then((response) => response.text());
      const delays = await fanOutDelays(crowd, lotId, broadcast);
      return { ...delays, bytesPerSocket: await bytesPerSocket([server], crowd), sample: update };
    } finally {
      await crowd.close();
    }
  } finally {
    await server.stop();
  }
}

const figures = (where: string, measured: Measured, floor: Measured): Figure[] => [
  { label: `${where}: p50`, value: percentile(measured.delays, 50), unit: 'ms', floor: percentile(floor.delays, 50) },
  {
    label: `${where}: p99`,
    value: percentile(measured.delays, 99),
    unit: 'ms',
    floor: percentile(floor.delays, 99),
    goal: { valueAtMost: 250 },
  },
  {
    label: `${where}: the bid's answer, p50 (floor: the bare server's POST, answered after its broadcast)`,
    value: percentile(measured.answers, 50),
    unit: 'ms',
    floor: percentile(floor.answers, 50),
  },
  { label: `${where}: updates missed`, value: measured.missed, unit: 'of ' + SOCKETS * ROUNDS, floor: floor.missed },
  {
    label: `${where}: memory per idle socket`,
    value: measured.bytesPerSocket / 1024,
    unit: 'KiB',
    floor: floor.bytesPerSocket / 1024,
  },
];

export const benchmark: Benchmark = {
  name: `P5: a bid update reaching ${SOCKETS} sockets in one lot's room (from the bid's request to each socket; ${ROUNDS} bids after ${WARM_UP_ROUNDS} warm-up)`,
  floor: `floor: a bare socket.io server sending the same update to the same ${SOCKETS} sockets on a POST (clients in 2 processes of their own; memory = what the server's JavaScript holds, heap and external buffers, with the crowd and after it left, each after a full collection, over the sockets)`,
  run: async () => {
    const single = await measureStorefront([{}]);
    const floor = await measureBare(single.sample);
    const result = figures('one process, embedded database', single, floor);
    const postgres = await benchPostgres();
    if ('skipped' in postgres) {
      console.log(`  (the two-process figures are skipped: ${postgres.skipped})`);
      return result;
    }
    try {
      const env = { DATABASE_URL: postgres.url };
      const pair = await measureStorefront([env, env]).catch((error: Error) => {
        // The one-process figures stand on their own; say why the others are missing.
        console.log(`  (the two-process run failed: ${error.message})`);
        return null;
      });
      return pair ? [...result, ...figures('two processes on PostgreSQL', pair, floor)] : result;
    } finally {
      await postgres.stop();
    }
  },
};
