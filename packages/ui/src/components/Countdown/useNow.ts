import { nextSecondAfter, tickMark } from '@storefront/domain';
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

  return driven ? toEpochMs(now) : ticked;
}
