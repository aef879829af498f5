import { operationIndex, timedBidBody } from '@storefront/api-client';
import autocannon from 'autocannon';
import type { Benchmark, Figure } from './benchmark';
import { signedInNewBuyers, type SignedInBuyer } from '../e2e/support/apiBuyers';
import { call, openTimedLot, type OpenLot } from '../e2e/support/demoStore';
import { embeddedCommitMedian, postgresCommitMedian } from './support/commitFloor';
import { benchPostgres } from './support/postgres';
import { startBuiltReferenceServer, startReferenceServerWith, type ServerProcess } from './support/serverProcess';

const BIDDERS = 24;
const SERIAL_ROUNDS = 200;
/** Calls of each kind made before the serial medians are taken, as autocannon's warm-up does before the rates. */
const SERIAL_WARM_UP = 100;
const IN_FLIGHT = { connections: 100, duration: 10 } as const;
const WARM_UP = { connections: 10, duration: 2 } as const;
const BID_PATH = operationIndex.placeTimedBid.path;
/** Each bid is this many dollars above the one sent before it: above the increment, so in order every bid is accepted. */
const STEP = 200;

/** Increasing maximum bids on one lot, the bidders taking turns; every bid is one the engine has to decide. */
function bidStream(lot: OpenLot, buyers: SignedInBuyer[]) {
  let sent = 0;
  const start = Math.ceil(lot.wprice) + 1000;
  return () => {
    sent += 1;
    const buyer = buyers[sent % buyers.length]!;
    return { token: buyer.token, body: timedBidBody(lot, buyer.id, start + sent * STEP) };
  };
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;

/** Median milliseconds of `rounds` calls made one after the other. */
async function serialMedian(rounds: number, call: () => Promise<void>) {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

interface Decisions {
  accepted: number;
  refused: number;
}

function decide(decisions: Decisions, answer: { status?: string }) {
  if (answer.status === 'success') decisions.accepted += 1;
  else if (answer.status === 'failed') decisions.refused += 1;
  else throw new Error(`A bid was answered with neither a decision nor a refusal: ${JSON.stringify(answer)}`);
}

async function healthPerSecond(url: string) {
  await autocannon({ url: `${url}/health`, ...WARM_UP });
  const result = await autocannon({ url: `${url}/health`, ...IN_FLIGHT });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`/health: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** Bids decided per second with 100 in flight, counting accepted and refused bids apart. */
async function decisionsPerSecond(
  url: string,
  nextBid: ReturnType<typeof bidStream>,
  duration: number,
  warmUp = false,
) {
  const decisions: Decisions = { accepted: 0, refused: 0 };
  const host = new URL(url).hostname;
  const result = await autocannon({
    url,
    connections: IN_FLIGHT.connections,
    duration,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: BID_PATH,
        setupRequest: (request) => {
          const { token, body } = nextBid();
          return {
            ...request,
            headers: { domain: host, 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(body),
          };
        },
        onResponse: (_status, body) => decide(decisions, JSON.parse(body) as { status?: string }),
      },
    ],
  });
  if (!warmUp && (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)) {
    throw new Error(`bids: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  const seconds = result.duration;
  return { decided: (decisions.accepted + decisions.refused) / seconds, accepted: decisions.accepted / seconds };
}

/** The figures of one server: serial acknowledgement and decisions at 100 in flight, each against /health. */
async function bidPathFigures(
  server: ServerProcess,
  label: string,
  commitFloor: () => Promise<number>,
): Promise<Figure[]> {
  const buyers = await signedInNewBuyers(server.url, BIDDERS);
  const lot = await openTimedLot(server.url);
  const nextBid = bidStream(lot, buyers);
  const healthCall = async () => {
    const answer = await fetch(`${server.url}/health`);
    if (!answer.ok) throw new Error(`/health: HTTP ${answer.status}`);
    await answer.arrayBuffer();
  };
  const serial: Decisions = { accepted: 0, refused: 0 };
  const bidCall = async () => {
    const { token, body } = nextBid();
    decide(serial, await call(server.url, 'placeTimedBid', body, token));
  };
  await serialMedian(SERIAL_WARM_UP, healthCall);
  await serialMedian(SERIAL_WARM_UP, bidCall);
  const health = await serialMedian(SERIAL_ROUNDS, healthCall);
  const acknowledgement = await serialMedian(SERIAL_ROUNDS, bidCall);
  if (serial.refused > 0)
    throw new Error(`${serial.refused} of the serial bids were refused; each should be accepted.`);
  const healthRate = await healthPerSecond(server.url);
  await decisionsPerSecond(server.url, nextBid, WARM_UP.duration, true);
  const bids = await decisionsPerSecond(server.url, nextBid, IN_FLIGHT.duration);
  const commit = await commitFloor();
  return [
    {
      label: `${label}: serial bid p50 (/health p50)`,
      value: acknowledgement,
      unit: 'ms',
      floor: health,
      goal: { ratioAtMost: 2 },
    },
    {
      label: `${label}: decisions/s, 100 in flight`,
      value: bids.decided,
      unit: 'bid/s',
      floor: healthRate,
      goal: { ratioAtLeast: 0.7, valueAtLeast: 1000 },
    },
    { label: `${label}: of them accepted/s`, value: bids.accepted, unit: 'bid/s', floor: healthRate },
    {
      // What the serial goal leaves room for: no durable bid is answered sooner than an HTTP round trip and a commit.
      label: `${label}: least a durable bid takes, /health p50 + one row committed alone p50 (/health p50)`,
      value: health + commit,
      unit: 'ms',
      floor: health,
    },
  ];
}

async function onServer(env: NodeJS.ProcessEnv, label: string, commitFloor: () => Promise<number>, built = false) {
  const settings = { DEV_PAGES: 'on', ...env };
  const server = built ? await startBuiltReferenceServer(settings) : await startReferenceServerWith({ env: settings });
  try {
    return await bidPathFigures(server, label, commitFloor);
  } finally {
    await server.stop();
  }
}

export const benchmark: Benchmark = {
  name: `P4: one lot, ${BIDDERS} bidders, over HTTP on the reference server as npm start runs it (tsx) and built (load: autocannon in the bench's process)`,
  floor: 'floor: GET /health of the same server in the same run (serial p50; autocannon at 100 connections, 10 s)',
  run: async () => {
    // The embedded database's floor is the machine's, not the server's: measured once for both of its servers.
    let embeddedFloor: Promise<number> | undefined;
    const embeddedCommit = () => (embeddedFloor ??= embeddedCommitMedian(SERIAL_ROUNDS, SERIAL_WARM_UP));
    const figures = await onServer({ DATABASE_URL: '' }, 'embedded', embeddedCommit);
    figures.push(
      ...(await onServer({ DATABASE_URL: '' }, 'embedded, built JavaScript run by node', embeddedCommit, true)),
    );
    const postgres = await benchPostgres();
    if ('skipped' in postgres) {
      console.log(`  PostgreSQL skipped: ${postgres.skipped}`);
      return figures;
    }
    try {
      const postgresCommit = () => postgresCommitMedian(postgres.url, SERIAL_ROUNDS, SERIAL_WARM_UP);
      figures.push(...(await onServer({ DATABASE_URL: postgres.url }, 'PostgreSQL', postgresCommit)));
    } finally {
      await postgres.stop();
    }
    return figures;
  },
};
