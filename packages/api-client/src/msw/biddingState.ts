import type { BidAcknowledgement, Lot } from '../generated/storefront';
import { bidIncrements } from './fixtures/lots';

/** The increment that applies at a price, from the grid. */
export function incrementAt(price: number): number {
  return (
    bidIncrements.find((range) => price >= range.bprice_range_from && price <= range.bprice_range_to)?.per_price ?? 100
  );
}

const dollars = (amount: number) =>
  `US $${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * A small proxy auction for the mock: a bid at or above next_bid leads at the lowest price it
 * needs; the bidder's maximum is kept and returned only to that bidder.
 */
export function createBiddingState(initial: readonly Lot[]) {
  const lots = new Map(initial.map((lot) => [lot.id, { ...lot }]));
  const leaders = new Map<number, { userid: number; max: number }>();
  for (const lot of initial) {
    if (lot.highbid_user_id) leaders.set(lot.id, { userid: lot.highbid_user_id, max: lot.maxbidamt ?? lot.wprice });
  }

  function bid(lotId: number, userid: number, amount: number): BidAcknowledgement {
    const lot = lots.get(lotId);
    if (!lot) return { status: 'failed', id: lotId, error: 'Lot not found.' };
    if (lot.market_status !== 'open') return { status: 'failed', id: lotId, error: 'This lot is closed.' };
    const leader = leaders.get(lotId);
    const minimum = lot.next_bid ?? lot.wprice;
    if (amount < minimum && leader?.userid !== userid) {
      return { status: 'failed', id: lotId, error: `Your bid must be at least ${dollars(minimum)}.` };
    }
    if (!leader) {
      lot.wprice = minimum;
      leaders.set(lotId, { userid, max: amount });
    } else if (leader.userid === userid) {
      leader.max = Math.max(leader.max, amount);
    } else if (leader.max >= amount) {
      lot.wprice = Math.min(leader.max, amount + incrementAt(amount));
    } else {
      lot.wprice = Math.min(amount, leader.max + incrementAt(leader.max));
      leaders.set(lotId, { userid, max: amount });
    }
    if (leader?.userid !== userid) lot.bid_count = (lot.bid_count ?? 0) + 1;
    lot.highbid_user_id = leaders.get(lotId)!.userid;
    lot.next_bid = lot.wprice + incrementAt(lot.wprice);
    const leads = lot.highbid_user_id === userid;
    return {
      status: 'success',
      id: lotId,
      bpop_error: 'Bid placed successfully',
      bpop_bidstatus: leads
        ? `Winning with proxy bid placed at ${dollars(lot.wprice)}`
        : `You are outbid; the leading bid is ${dollars(lot.wprice)}`,
      bpop_higher: lot.highbid_user_id,
      bpop_wprice: lot.wprice,
      bpop_nextbid: lot.next_bid,
      bpop_bidcount: lot.bid_count ?? 0,
      bpop_increment: incrementAt(lot.wprice),
      maxbidamt: leads ? leaders.get(lotId)!.max : amount,
      date_closed: lot.date_closed,
    };
  }

  return { lots, bid };
}
