import { nextMinimumBid } from '../increments/nextMinimumBid';
import { incrementAt, type IncrementTable } from '../increments/table';
import type { Cents } from '../money/cents';

/** The largest bid the engine takes: nine digits of dollars, as the live bid box allows. */
export const MAX_BID: Cents = 999_999_999_00;

/**
 * The least a bidder may bid now. Anyone may bid the next minimum bid; the leader, who can only raise their own
 * maximum, must also go at least one increment above it. The browser passes the maximum the bidder's acknowledgement
 * told them; the server passes the stored one.
 */
export function minimumBid(
  increments: IncrementTable,
  lot: { readonly price: Cents; readonly bidCount: number },
  ownLeadingMaximum: Cents | null,
): Cents {
  const next = Math.max(1, nextMinimumBid(increments, lot));
  if (ownLeadingMaximum === null) return next;
  return Math.max(next, ownLeadingMaximum + incrementAt(increments, ownLeadingMaximum));
}
