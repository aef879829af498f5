import { nextSecondAfter, tickMark } from '@storefront/domain';
import type { ServerClockStore } from './serverClockStore';

/**
 * One timer for the whole page: it fires on the server's second boundaries and every countdown reads the same
 * snapshot (`useSyncExternalStore`), instead of a timer per card. It ticks on the local timer, so countdowns keep
 * moving when the socket is quiet.
 */
export interface Ticker {
  /** The server time of the last tick, in epoch ms (stable between ticks, as useSyncExternalStore needs). */
  getSnapshot(): number;
  subscribe(listener: () => void): () => void;
}

export function createTicker(clock: ServerClockStore): Ticker {
  const listeners = new Set<() => void>();
  let snapshot = clock.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopClockWatch: (() => void) | undefined;

  const tick = (at: number) => {
    snapshot = at;
    for (const listener of listeners) listener();
  };
  // Each timer is set for the next server second and marks it as a countdown should read it (domain's tickMark).
  const schedule = (marked = clock.now()) => {
    clearTimeout(timer);
    const boundary = nextSecondAfter(marked);
    timer = setTimeout(() => {
      const at = tickMark(clock.now(), boundary);
      tick(at);
      schedule(at);
    }, boundary - clock.now());
  };
  const start = () => {
    snapshot = clock.now();
    schedule();
    stopClockWatch = clock.subscribe(() => {
      tick(clock.now());
      schedule();
    });
  };
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    stopClockWatch?.();
    stopClockWatch = undefined;
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      if (listeners.size === 0) start();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
  };
}
