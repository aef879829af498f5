/*
 * A second, deliberately plain implementation of proxy (maximum) bidding on a timed lot without a reserve, written
 * apart from packages/domain so that a mistake in the engine shows as a disagreement. Amounts are whole cents.
 */

/** The increment table the storefront publishes on every lot (the Bid Increment Range modal), in cents: from, step. */
export const INCREMENT_RANGES: readonly (readonly [from: number, increment: number])[] = [
  [0, 5],
  [100, 25],
  [500, 50],
  [2_500, 100],
  [10_000, 250],
  [25_000, 500],
  [50_000, 1_000],
  [100_000, 2_500],
  [250_000, 5_000],
  [500_000, 10_000],
];

/** The step above a price: that of the last range starting at or below it. */
export function incrementAbove(price: number): number {
  let step = INCREMENT_RANGES[0]![1];
  for (const [from, increment] of INCREMENT_RANGES) if (from <= price) step = increment;
  return step;
}

export interface ProxyAuction {
  price: number;
  leader: number | null;
  /** The leader's maximum: known to the model, never to anyone watching. */
  leaderMaximum: number;
  bids: number;
}

export const openAuction = (openingBid: number): ProxyAuction => ({
  price: openingBid,
  leader: null,
  leaderMaximum: 0,
  bids: 0,
});

/** The least anyone may bid now: the opening bid before the first bid, then one step above the price. */
export function publicMinimum(auction: ProxyAuction): number {
  return auction.bids === 0 ? auction.price : auction.price + incrementAbove(auction.price);
}

/** The least `bidder` may bid now: the leader only raises their own maximum, by at least a step. */
export function minimumFor(auction: ProxyAuction, bidder: number): number {
  if (bidder !== auction.leader) return publicMinimum(auction);
  return Math.max(publicMinimum(auction), auction.leaderMaximum + incrementAbove(auction.leaderMaximum));
}

/**
 * The lot after an accepted maximum bid. The system bids for the leader up to their maximum, one step at a time:
 * - the first bidder leads at the opening bid;
 * - the leader raising their maximum leaves the price where it is;
 * - a challenger above the leader's maximum takes the lead one step above that maximum, or at their own maximum if
 *   that is less;
 * - a challenger at or below it stays behind and pushes the price one step above their maximum, at most to the
 *   leader's maximum (a tie goes to the earlier bid).
 */
export function afterBid(auction: ProxyAuction, bidder: number, maximum: number): ProxyAuction {
  const bids = auction.bids + 1;
  if (auction.leader === null) return { price: auction.price, leader: bidder, leaderMaximum: maximum, bids };
  if (bidder === auction.leader) return { ...auction, leaderMaximum: Math.max(maximum, auction.leaderMaximum), bids };
  const defended = auction.leaderMaximum;
  if (maximum > defended) {
    const price = Math.min(maximum, defended + incrementAbove(defended));
    return { price: Math.max(auction.price, price), leader: bidder, leaderMaximum: maximum, bids };
  }
  const price = Math.min(defended, maximum + incrementAbove(maximum));
  return { ...auction, price: Math.max(auction.price, price), bids };
}
