import { incrementAt, type IncrementTable } from '../increments/table';
import type { Cents } from '../money/cents';

/** A bid more than this many increments above the current price asks for confirmation. */
export const LARGE_BID_INCREMENTS = 10;
/** A bid of at least this multiple of the current price asks for confirmation. */
export const LARGE_BID_MULTIPLE = 3;

/**
 * Whether a bid is far enough above the price that a slip of the finger (an extra zero) is likely: more than
 * 10 increments (at the current price's increment) above it, or at least 3 times it. A lot without a price yet
 * measures from its minimum bid.
 */
export function isLargeBid(
  amount: Cents,
  lot: { readonly price: Cents; readonly minimumBid: Cents },
  increments: IncrementTable,
) {
  const base = lot.price > 0 ? lot.price : lot.minimumBid;
  if (base <= 0) return false;
  return amount > base + LARGE_BID_INCREMENTS * incrementAt(increments, base) || amount >= LARGE_BID_MULTIPLE * base;
}
