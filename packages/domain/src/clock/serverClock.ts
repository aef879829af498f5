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

/**
 * Takes a sample in, keeping whichever has the lowest round trip (the least uncertain) unless the kept one is stale.
 * A pushed reading beside a kept round trip can only move the offset up within that round trip: the server sent it
 * before it arrived, so the offset is at least its time minus its arrival. The half-way guess of a round trip is wrong
 * by up to half of it when the way there and the way back differ (a slow downlink); the pushes correct that.
 */
export function addServerTimeSample(
  clock: ServerClock,
  sample: ServerTimeSample,
  maxAgeMs: number = CLOCK_SAMPLE_MAX_AGE_MS,
): ServerClock {
  if (sample.sentAt === undefined && clock.roundTrip !== null && Number.isFinite(clock.roundTrip)) {
    const atLeast = sample.serverTime - sample.receivedAt;
    const atMost = clock.offset + clock.roundTrip / 2;
    const fresh = clock.sampledAt !== null && sample.receivedAt - clock.sampledAt <= maxAgeMs;
    // Above the round trip's bound, one of the clocks jumped: the reading is left out rather than believed.
    if (fresh) return atLeast > clock.offset && atLeast <= atMost ? { ...clock, offset: atLeast } : clock;
  }
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
