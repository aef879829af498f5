import { centsFromDollars, createLot, type BidKind, type LotBid, type LotState } from '@storefront/domain';
import type { LockedLot } from './lockLot';

/** A stored bid as the engine reads it. */
export interface StoredBid {
  id: number;
  user_id: number;
  kind: BidKind;
  proposed_amount: string | number;
  max_amount: string | number;
  created_at: Date;
}

/** What the engine reads of a lot's row (with its auction's con_check): a locked lot, or one read for a view. */
export type LotBiddingRow = Pick<
  LockedLot,
  | 'opening_bid'
  | 'wprice'
  | 'rprice'
  | 'con_check'
  | 'date_added'
  | 'date_closed'
  | 'market_status'
  | 'extension_count'
  | 'highbid_user_id'
  | 'bid_count'
>;

const cents = (value: string | number) => centsFromDollars(value) ?? 0;

/** Amounts in the database are dollars; the engine counts cents. */
export const openingBidOf = (lot: LotBiddingRow) => cents(lot.opening_bid ?? lot.wprice);

function lotBid(bid: StoredBid): LotBid {
  return {
    sequence: bid.id,
    bidderId: String(bid.user_id),
    kind: bid.kind,
    amount: cents(bid.max_amount),
    placedAt: bid.created_at.getTime(),
    shownAmount: cents(bid.proposed_amount),
  };
}

/**
 * The engine's state of a lot. `bids` are the stored bids the decision needs: the bidder's own when placing a bid
 * (their maximum), every bid when a retraction replays the lot or the bid history is worked out.
 */
export function lotStateOf(lot: LotBiddingRow, leaderMaximum: number | null, bids: readonly StoredBid[]): LotState {
  const state = createLot({
    openingBid: openingBidOf(lot),
    reserve: lot.rprice === null ? null : cents(lot.rprice),
    live: lot.con_check === 1,
    startsAt: lot.date_added.getTime(),
    closesAt: lot.date_closed.getTime(),
  });
  return {
    ...state,
    market_status: lot.market_status,
    extensionCount: lot.extension_count,
    price: cents(lot.wprice),
    leaderId: lot.highbid_user_id === null ? null : String(lot.highbid_user_id),
    leaderMaximum: leaderMaximum === null ? null : cents(leaderMaximum),
    bidCount: lot.bid_count,
    bids: bids.map(lotBid),
  };
}
