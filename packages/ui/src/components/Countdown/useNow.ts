import { useEffect, useState } from 'react';
import { toEpochMs, type Instant } from './time';

/** Where a countdown reads the time: the app passes its server-corrected clock, stories a fixed one. */
export interface CountdownClock {
  now(): number;
}

export const systemClock: CountdownClock = { now: () => Date.now() };

/** How early a timer may fire by the clock and still mark the second it was set for. */
const EARLY_MS = 50;

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
    // Marks the first millisecond of the next second even when the timer fires a hair early (time left is read
    // rounded down: at the boundary itself the second that just ended would still show); a clock far from the
    // boundary (a fixed or corrected one) is taken as it is.
    const schedule = (marked: number) => {
      const boundary = Math.floor(marked / 1000) * 1000 + 1000;
      timer = setTimeout(() => {
        const read = clock.now();
        const at = read >= boundary - EARLY_MS ? Math.max(read, boundary + 1) : read;
        setTicked(at);
        schedule(at);
      }, boundary - clock.now());
    };
    schedule(clock.now());
    return () => clearTimeout(timer);
  }, [clock, driven, active]);

  return driven ? toEpochMs(now) : ticked;
}
