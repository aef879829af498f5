import { nextMinimumBid } from '../increments/nextMinimumBid';
import { incrementAt, incrementTableFromApi, type BidIncrementRow, type IncrementTable } from '../increments/table';
import { centsFromDollars, type Cents } from '../money/cents';

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
  return leaderMinimumBid(increments, Math.max(1, nextMinimumBid(increments, lot)), ownLeadingMaximum);
}

/** The lot's next minimum bid as its leader may bid it: at least one increment above their own maximum. */
export function leaderMinimumBid(increments: IncrementTable, next: Cents, ownLeadingMaximum: Cents | null): Cents {
  if (ownLeadingMaximum === null) return next;
  return Math.max(next, ownLeadingMaximum + incrementAt(increments, ownLeadingMaximum));
}

/** A lot as the API spells it, as far as the buyer's minimum bid reads it (maxbidamt: the buyer's own maximum). */
export interface MinimumBidLot {
  readonly next_bid?: number | null | undefined;
  readonly maxbidamt?: number | null | undefined;
  readonly highbid_user_id?: number | null | undefined;
  readonly BidIncrement?: readonly BidIncrementRow[] | null | undefined;
}

/**
 * The least this buyer may bid on the lot, as the server decides it: the lot's next_bid (everyone's), or one increment
 * above the buyer's own maximum while they lead. Undefined when the answer carries no next_bid.
 */
export function buyerMinimumBid(lot: MinimumBidLot, buyerId: number | null): Cents | undefined {
  const next = centsFromDollars(lot.next_bid);
  if (next === null) return undefined;
  const ownLeadingMaximum =
    buyerId !== null && lot.highbid_user_id === buyerId ? centsFromDollars(lot.maxbidamt) : null;
  return leaderMinimumBid(incrementTableFromApi(lot.BidIncrement), next, ownLeadingMaximum);
}
