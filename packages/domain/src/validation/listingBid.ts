import { rule } from './rule';
import type { Cents } from '../money/cents';
import { formatAmount } from '../money/format';
import { parseAmount } from '../money/parse';

export interface BidInputContext {
  /** The least this buyer may bid now (see minimumBid). */
  readonly minimumBid: Cents;
  /** Whether the auction has started (server time). */
  readonly started: boolean;
}

/** The bid box on listings and the lot drawer ('Place Max Bid'): an amount with at most 2 decimals, in cents. */
export function listingBidSchema(context: BidInputContext) {
  return rule((text: string, fail) => {
    if (!context.started) return fail('Auction is not started!');
    const amount = parseAmount(text);
    if (amount === null) return fail('Enter Bid Amount');
    if (amount < context.minimumBid) return fail(`Enter $${formatAmount(context.minimumBid)} or more`);
    return amount;
  });
}
