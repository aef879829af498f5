import { rule } from './rule';
import { isOnIncrementGrid } from '../increments/grid';
import type { IncrementTable } from '../increments/table';
import type { Cents } from '../money/cents';
import { formatMoney } from '../money/format';
import { parseLiveBidAmount } from '../money/parse';

const NOT_ON_GRID = 'Please Enter Valid Value.Bid Amount Should Be Multiples Of Bid Increment.';

export interface LiveBidContext {
  readonly minimumBid: Cents;
  readonly increments: IncrementTable;
}

/**
 * The live room's bid box: whole dollars, digits only, at most 9; at least the next minimum bid; on the increment
 * grid of its range (the next minimum bid itself is always accepted). In cents.
 */
export function liveBidSchema(context: LiveBidContext) {
  return rule((text: string, fail) => {
    if (text.trim() === '') return fail('Enter bid amount');
    const amount = parseLiveBidAmount(text);
    if (amount === null) return fail(NOT_ON_GRID);
    if (amount < context.minimumBid) return fail(`Your Next Min Bid Amount Is ${formatMoney(context.minimumBid)}`);
    if (amount !== context.minimumBid && !isOnIncrementGrid(context.increments, amount)) return fail(NOT_ON_GRID);
    return amount;
  });
}
