import { nextSecondAfter, tickMark } from '@storefront/domain';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { toEpochMs, type Instant } from './time';

/** Where a countdown reads the time when it keeps its own timer: stories pass a fixed clock. */
export interface CountdownClock {
  now(): number;
}

/**
 * A clock that announces its own seconds (the app's one ticker on the server's clock): every countdown reads the
 * same snapshot, and only the countdowns re-render on a tick, not the list or page around them.
 */
export interface TickingClock {
  getSnapshot(): number;
  subscribe(listener: () => void): () => void;
}

export const systemClock: CountdownClock = { now: () => Date.now() };

const isTicking = (clock: CountdownClock | TickingClock): clock is TickingClock => 'subscribe' in clock;
const unsubscribed = () => {};
const noSnapshot = () => 0;

/**
 * The current time: `now` when the caller drives it; a ticking clock's snapshot, followed while `active`; otherwise
 * the clock read on every second boundary (so all countdowns on a page turn over together).
 */
export function useNow(now: Instant | undefined, clock: CountdownClock | TickingClock, active: boolean): number {
  const driven = now !== undefined;
  const ticking = isTicking(clock) ? clock : undefined;
  const subscribe = useCallback(
    (listener: () => void) => (ticking && active && !driven ? ticking.subscribe(listener) : unsubscribed),
    [ticking, active, driven],
  );
  const getSnapshot = ticking ? ticking.getSnapshot : noSnapshot;
  const shared = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const [ticked, setTicked] = useState(() => (isTicking(clock) ? 0 : clock.now()));

  useEffect(() => {
    if (driven || !active || isTicking(clock)) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Each timer is set for the next second and marks it as a countdown should read it (domain's tickMark).
    const schedule = (marked: number) => {
      const boundary = nextSecondAfter(marked);
      timer = setTimeout(() => {
        const at = tickMark(clock.now(), boundary);
        setTicked(at);
        schedule(at);
      }, boundary - clock.now());
    };
    schedule(clock.now());
    return () => clearTimeout(timer);
  }, [clock, driven, active]);

  if (driven) return toEpochMs(now);
  return ticking ? shared : ticked;
}
