import type { Cents } from '../money/cents';
import { applyBid, replayBids } from './applyBid';
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
    automatic: false,
  };
}

const automaticBid = (cause: LotBid, bidderId: BidderId, amount: Cents): PublicBid => ({
  sequence: cause.sequence,
  bidderId,
  kind: 'maximum',
  amount,
  placedAt: cause.placedAt,
  automatic: true,
});

/**
 * The Bid History modal's rows, newest first: every placed bid, and where a leader's maximum answered a challenger by
 * itself, that automatic bid too (the price it left while it held the lead, or the maximum it reached before a
 * challenger went past it), so the newest row always shows the current price and leader. Worked out by replaying the
 * bids through the proxy rules; no standing maximum is shown.
 */
export function publicBidHistory(state: LotState): PublicBid[] {
  const rows: PublicBid[] = [];
  let before = replayBids(state, []);
  for (const bid of state.bids) {
    const { sequence, bidderId, kind, amount, placedAt } = bid;
    const after = applyBid(before, { sequence, bidderId, kind, amount, placedAt });
    const placed = after.bids.at(-1)!;
    const previousLeader = before.leaderId;
    const challenged = previousLeader !== null && previousLeader !== bid.bidderId;
    if (challenged && after.leaderId === bid.bidderId && before.leaderMaximum! > before.price) {
      rows.push(automaticBid(bid, previousLeader, before.leaderMaximum!));
    }
    rows.push(publicBid(placed));
    if (challenged && after.leaderId === previousLeader) rows.push(automaticBid(bid, previousLeader, after.price));
    before = after;
  }
  return rows.reverse();
}

/** A bidder's own maximum: their highest bid on the lot, or null if they have none. */
export function ownMaximum(state: LotState, bidderId: BidderId): Cents | null {
  let highest: Cents | null = null;
  for (const bid of state.bids) {
    if (bid.bidderId === bidderId && (highest === null || bid.amount > highest)) highest = bid.amount;
  }
  return highest;
}
