import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus figures, served at /metrics (metricsRoute.ts). One registry a process: what a process does
 * is counted once whichever server of it (tests build several) did it. Node's own figures (event loop lag, heap, GC)
 * come with it.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const seconds = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const requestCount = new Counter({
  name: 'storefront_http_requests_total',
  help: 'Requests answered, by operation (operationId, or the route) and status code.',
  labelNames: ['operation', 'status'] as const,
  registers: [metricsRegistry],
});

export const requestSeconds = new Histogram({
  name: 'storefront_http_request_duration_seconds',
  help: 'Time from a request to its answer, by operation and status code.',
  labelNames: ['operation', 'status'] as const,
  buckets: seconds,
  registers: [metricsRegistry],
});

export const bidsDecided = new Counter({
  name: 'storefront_bids_decided_total',
  help: 'Bids decided, by operation and outcome: accepted, or refused (the answer said why).',
  labelNames: ['operation', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const bidDecisionSeconds = new Histogram({
  name: 'storefront_bid_decision_seconds',
  help: 'Time to decide a bid, from its checked request to its answer, by operation.',
  labelNames: ['operation'] as const,
  buckets: seconds,
  registers: [metricsRegistry],
});

export const socketEmits = new Counter({
  name: 'storefront_socket_emits_total',
  help: 'Socket messages sent to rooms (or everyone), by event.',
  labelNames: ['event'] as const,
  registers: [metricsRegistry],
});

export const poolWaitSeconds = new Histogram({
  name: 'storefront_db_pool_wait_seconds',
  help: "Time a query waited for a database connection (PostgreSQL's pool, or the embedded database's one connection).",
  buckets: [0.0001, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
  registers: [metricsRegistry],
});

export const catalogCacheReads = new Counter({
  name: 'storefront_catalog_cache_reads_total',
  help: 'Public catalog answers read from the catalog cache (hit) or built for it (miss).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const schedulerLagSeconds = new Histogram({
  name: 'storefront_scheduler_lag_seconds',
  help: "How late the closing scheduler's round started after it was due (lots close at most this late).",
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

export const schedulerRoundSeconds = new Histogram({
  name: 'storefront_scheduler_round_seconds',
  help: 'Time one round of the closing scheduler took (closing due lots, live auctioneers).',
  buckets: seconds,
  registers: [metricsRegistry],
});

/** What the gauges read when scraped: each running server adds its sources, and takes them away on close. */
interface LiveSource {
  sockets: () => number;
  rooms: () => number;
  poolWaiting: () => number;
}
const liveSources = new Set<LiveSource>();

export function observeLive(source: LiveSource): () => void {
  liveSources.add(source);
  return () => void liveSources.delete(source);
}

const sum = (read: (source: LiveSource) => number) =>
  [...liveSources].reduce((total, source) => total + read(source), 0);

new Gauge({
  name: 'storefront_sockets_connected',
  help: 'Socket connections open on this process.',
  registers: [metricsRegistry],
  collect() {
    this.set(sum((source) => source.sockets()));
  },
});

new Gauge({
  name: 'storefront_socket_rooms',
  help: "Rooms with a socket of this process in them (lots, auctions, buyers), each socket's own room aside.",
  registers: [metricsRegistry],
  collect() {
    this.set(sum((source) => source.rooms()));
  },
});

new Gauge({
  name: 'storefront_db_pool_waiting',
  help: "Queries waiting for a connection of PostgreSQL's pool now.",
  registers: [metricsRegistry],
  collect() {
    this.set(sum((source) => source.poolWaiting()));
  },
});
