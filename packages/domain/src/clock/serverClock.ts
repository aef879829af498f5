/**
 * A reading of the server's time. `sentAt` and `receivedAt` are the local clock around a request; a pushed reading
 * (the `sliservertime` socket message) has no `sentAt`, so its round trip is unknown.
 */
export interface ServerTimeSample {
  readonly serverTime: number;
  readonly receivedAt: number;
  readonly sentAt?: number;
}

/** The estimate of how far the server's clock is ahead of the local one. */
export interface ServerClock {
  /** serverTime - localTime, in ms. */
  readonly offset: number;
  /** Round trip of the sample the offset comes from; Infinity for a pushed reading, null before any sample. */
  readonly roundTrip: number | null;
  /** Local time the sample was received. */
  readonly sampledAt: number | null;
}

/** A sample older than this gives way to a newer one even with a longer round trip (local clocks drift and jump). */
export const CLOCK_SAMPLE_MAX_AGE_MS = 10 * 60_000;

export function createServerClock(): ServerClock {
  return { offset: 0, roundTrip: null, sampledAt: null };
}

/** Takes a sample in, keeping whichever has the lowest round trip (the least uncertain) unless the kept one is stale. */
export function addServerTimeSample(
  clock: ServerClock,
  sample: ServerTimeSample,
  maxAgeMs: number = CLOCK_SAMPLE_MAX_AGE_MS,
): ServerClock {
  const roundTrip =
    sample.sentAt === undefined ? Number.POSITIVE_INFINITY : Math.max(0, sample.receivedAt - sample.sentAt);
  const latency = Number.isFinite(roundTrip) ? roundTrip / 2 : 0;
  const candidate: ServerClock = {
    offset: sample.serverTime + latency - sample.receivedAt,
    roundTrip,
    sampledAt: sample.receivedAt,
  };
  if (clock.roundTrip === null || clock.sampledAt === null) return candidate;
  const stale = sample.receivedAt - clock.sampledAt > maxAgeMs;
  return stale || roundTrip <= clock.roundTrip ? candidate : clock;
}

/** The server's time now, from the local clock. */
export function serverNow(clock: ServerClock, localNow: number): number {
  return localNow + clock.offset;
}

/**
 * How long to wait before the next tick so that countdowns turn over on the server's second boundaries. The clock
 * ticks on the local timer and never waits for a socket message.
 */
export function msUntilNextSecond(clock: ServerClock, localNow: number): number {
  const now = serverNow(clock, localNow);
  return 1000 - (((now % 1000) + 1000) % 1000);
}
