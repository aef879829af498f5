import { rule } from './rule';
import { formatAmount } from '../money/format';
import { parseAmount } from '../money/parse';
import type { BidInputContext } from './listingBid';

/** The bid form on the timed lot page, in cents. */
export function timedBidSchema(context: BidInputContext) {
  return rule((text: string, fail) => {
    if (!context.started) return fail('Wait until auction starts!');
    const amount = parseAmount(text);
    if (amount === null) return fail('Enter Bid Amount');
    if (amount < context.minimumBid) return fail(`Min. Bid $${formatAmount(context.minimumBid)}`);
    return amount;
  });
}
