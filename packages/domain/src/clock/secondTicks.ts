/** How early a timer may fire by the clock and still mark the second it was set for. */
export const EARLY_TICK_MS = 50;

/** The next whole second after `marked`: when a countdown's next timer is due. */
export const nextSecondAfter = (marked: number): number => Math.floor(marked / 1000) * 1000 + 1000;

/**
 * The time a countdown's timer, set for the whole second `boundary`, shows when it fires and the clock reads `read`:
 * the first millisecond of the new second, even when the timer fired a hair early (timers round their delay). Time
 * left is read rounded down, so at the boundary itself, or just before it, a countdown would still show the second
 * that just ended. A clock far from the boundary (fixed, or moved back by a new estimate) is taken as it is.
 */
export const tickMark = (read: number, boundary: number): number =>
  read >= boundary - EARLY_TICK_MS ? Math.max(read, boundary + 1) : read;
