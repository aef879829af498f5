/** How much of the time between start and end has gone by, from 0 to 1. */
export function elapsedShare(startsAt: number, closesAt: number, now: number): number {
  if (closesAt <= startsAt) return now >= closesAt ? 1 : 0;
  return Math.min(1, Math.max(0, (now - startsAt) / (closesAt - startsAt)));
}
