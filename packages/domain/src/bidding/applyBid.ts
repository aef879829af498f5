import { incrementAt } from '../increments/table';
import type { Cents } from '../money/cents';
import type { LotBid, LotRules, LotState } from './types';

export type IncomingBid = Omit<LotBid, 'shownAmount'>;

function reserveFloor(rules: LotRules, leaderMaximum: Cents): Cents {
  return rules.reserve !== null && leaderMaximum >= rules.reserve ? rules.reserve : 0;
}

/**
 * The proxy rules, for a bid already known to be acceptable:
 * - a challenger above the leader's maximum leads at min(their maximum, leader's maximum + increment);
 * - a challenger at or below it raises the price to min(leader's maximum, their maximum + increment), and the
 *   earlier of two equal maximums keeps the lead;
 * - the leader raising their own maximum leaves the price alone;
 * - a hard bid that leads sets the price to exactly its amount;
 * - once the leading maximum reaches the reserve the price is at least the reserve.
 * The price never falls while bids are added.
 */
export function applyBid(state: LotState, bid: IncomingBid): LotState {
  const { rules } = state;
  const hard = bid.kind === 'hard';
  let leaderId = state.leaderId;
  let leaderMaximum = state.leaderMaximum;
  let price: Cents;
  if (leaderId === null || leaderMaximum === null) {
    leaderId = bid.bidderId;
    leaderMaximum = bid.amount;
    price = hard ? bid.amount : rules.openingBid;
  } else if (bid.bidderId === leaderId) {
    leaderMaximum = Math.max(leaderMaximum, bid.amount);
    price = hard ? bid.amount : state.price;
  } else if (bid.amount > leaderMaximum) {
    price = hard ? bid.amount : Math.min(bid.amount, leaderMaximum + incrementAt(rules.increments, leaderMaximum));
    leaderId = bid.bidderId;
    leaderMaximum = bid.amount;
  } else {
    price = Math.min(leaderMaximum, bid.amount + incrementAt(rules.increments, bid.amount));
  }
  price = Math.max(state.price, price, reserveFloor(rules, leaderMaximum));
  const accepted: LotBid = { ...bid, shownAmount: leaderId === bid.bidderId ? price : bid.amount };
  return {
    ...state,
    price,
    leaderId,
    leaderMaximum,
    bidCount: state.bidCount + 1,
    bids: [...state.bids, accepted],
  };
}

/**
 * The lot recomputed from a list of accepted bids, as if only they had been placed (times and close stay as they
 * are). Used for retraction, and by the server to rebuild a lot from its stored bids.
 */
export function replayBids(state: LotState, bids: readonly IncomingBid[]): LotState {
  const empty: LotState = {
    ...state,
    price: state.rules.openingBid,
    leaderId: null,
    leaderMaximum: null,
    bidCount: 0,
    bids: [],
  };
  return bids.reduce<LotState>(
    (lot, bid) =>
      applyBid(lot, {
        sequence: bid.sequence,
        bidderId: bid.bidderId,
        kind: bid.kind,
        amount: bid.amount,
        placedAt: bid.placedAt,
      }),
    empty,
  );
}
