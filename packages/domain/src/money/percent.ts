import type { Cents } from './cents';

const PERCENT_SCALE = 1_000_000;
const DENOMINATOR = BigInt(100 * PERCENT_SCALE);

/** `percent` % of an amount in cents, rounded half away from zero, computed exactly (no float drift on big sums). */
export function percentOf(cents: Cents, percent: number): Cents {
  const numerator = BigInt(cents) * BigInt(Math.round(percent * PERCENT_SCALE));
  const quotient = numerator / DENOMINATOR;
  const remainder = numerator % DENOMINATOR;
  const magnitude = remainder < 0n ? -remainder : remainder;
  if (magnitude * 2n < DENOMINATOR) return Number(quotient);
  return Number(quotient + (numerator < 0n ? -1n : 1n));
}
