import { addServerTimeSample, createServerClock, serverNow, type ServerTimeSample } from '@storefront/domain';

/** The server's clock as the browser estimates it: fed by `sliservertime` and request round trips. */
export interface ServerClockStore {
  /** The server's time now, in epoch ms. */
  now(): number;
  /** The browser's own clock, which samples are taken on. */
  localNow(): number;
  /** Takes a reading in; keeps the least uncertain one (see domain's addServerTimeSample). */
  sample(sample: ServerTimeSample): void;
  /** Told when a sample changed the estimate, so the ticker can re-align to the server's seconds. */
  subscribe(listener: () => void): () => void;
}

export function createServerClockStore(localNow: () => number = () => Date.now()): ServerClockStore {
  let clock = createServerClock();
  const listeners = new Set<() => void>();
  return {
    now: () => serverNow(clock, localNow()),
    localNow,
    sample(sample) {
      const next = addServerTimeSample(clock, sample);
      if (next === clock) return;
      const moved = next.offset !== clock.offset;
      clock = next;
      if (moved) for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
