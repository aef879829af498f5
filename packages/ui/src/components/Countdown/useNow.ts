import { useEffect, useState } from 'react';
import { toEpochMs, type Instant } from './time';

/** Where a countdown reads the time: the app passes its server-corrected clock, stories a fixed one. */
export interface CountdownClock {
  now(): number;
}

export const systemClock: CountdownClock = { now: () => Date.now() };

/**
 * The current time: `now` when the caller drives it, otherwise the clock read on every second boundary (so all
 * countdowns on a page turn over together).
 */
export function useNow(now: Instant | undefined, clock: CountdownClock, active: boolean): number {
  const [ticked, setTicked] = useState(() => clock.now());
  const driven = now !== undefined;

  useEffect(() => {
    if (driven || !active) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const current = clock.now();
      timer = setTimeout(
        () => {
          setTicked(clock.now());
          schedule();
        },
        1000 - (((current % 1000) + 1000) % 1000),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [clock, driven, active]);

  return driven ? toEpochMs(now) : ticked;
}
