import type { Cents } from '../money/cents';
import { nextOnIncrementGrid } from './grid';
import type { IncrementTable } from './table';

export const BID_SUGGESTION_LIMIT = 75;
export const BID_SUGGESTION_LIMIT_HIGH = 50;
/** Above $100,000 the list stops at BID_SUGGESTION_LIMIT_HIGH entries. */
export const BID_SUGGESTION_HIGH_VALUE: Cents = 10_000_000;

/** The amounts offered in a bid picker: the next minimum bid, then each step up the increment grid. */
export function bidSuggestions(table: IncrementTable, nextMinimum: Cents): Cents[] {
  const suggestions = [nextMinimum];
  let value = nextMinimum;
  while (suggestions.length < BID_SUGGESTION_LIMIT) {
    if (suggestions.length >= BID_SUGGESTION_LIMIT_HIGH && value > BID_SUGGESTION_HIGH_VALUE) break;
    value = nextOnIncrementGrid(table, value);
    suggestions.push(value);
  }
  return suggestions;
}
