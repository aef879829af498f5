import type { Cents } from '../money/cents';
import { minimumBid } from './minimumBid';
import type { BidderId, LotBid, LotState, PublicBid, PublicLot } from './types';

/** Whether the lot would sell now: it has a leader and the price has reached the reserve (if any). */
export function reserveMet(state: LotState): boolean {
  return state.leaderId !== null && (state.rules.reserve === null || state.price >= state.rules.reserve);
}

/** The lot as anyone may see it: no maximum. */
export function publicLot(state: LotState): PublicLot {
  return {
    market_status: state.market_status,
    price: state.price,
    leaderId: state.leaderId,
    bidCount: state.bidCount,
    nextMinimumBid: minimumBid(state.rules.increments, state, null),
    reserveMet: reserveMet(state),
    startsAt: state.startsAt,
    closesAt: state.closesAt,
    extensionCount: state.extensionCount,
  };
}

export function publicBid(bid: LotBid): PublicBid {
  return {
    sequence: bid.sequence,
    bidderId: bid.bidderId,
    kind: bid.kind,
    amount: bid.shownAmount,
    placedAt: bid.placedAt,
  };
}

/** The Bid History modal's rows, newest first. */
export function publicBidHistory(state: LotState): PublicBid[] {
  return state.bids.map(publicBid).reverse();
}

/** A bidder's own maximum: their highest bid on the lot, or null if they have none. */
export function ownMaximum(state: LotState, bidderId: BidderId): Cents | null {
  let highest: Cents | null = null;
  for (const bid of state.bids) {
    if (bid.bidderId === bidderId && (highest === null || bid.amount > highest)) highest = bid.amount;
  }
  return highest;
}
