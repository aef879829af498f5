import type { CountdownClock, TickingClock } from '../useNow';

/** The instant every story is pinned to: 12 June 2026, 10:00 AM in Pacific time. */
export const STORY_NOW = Date.UTC(2026, 5, 12, 17, 0, 0);

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An instant as the API writes it (`date_added`, `date_closed`): an ISO date-time. */
export const isoAt = (epochMs: number): string => new Date(epochMs).toISOString();

/** A clock that never moves, so screenshots are the same on every run. */
export const fixedClock = (at: number = STORY_NOW): CountdownClock => ({ now: () => at });

/** A clock a play function moves by hand. */
export function manualClock(at: number = STORY_NOW) {
  let current = at;
  return {
    now: () => current,
    set: (next: number) => {
      current = next;
    },
  };
}

/** A ticking clock, as the app's one server ticker, that a play function ticks by hand; it counts its followers. */
export function tickingClock(at: number = STORY_NOW) {
  let current = at;
  const listeners = new Set<() => void>();
  const clock: TickingClock = {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    ...clock,
    tick(next: number) {
      current = next;
      for (const listener of listeners) listener();
    },
    followers: () => listeners.size,
  };
}
