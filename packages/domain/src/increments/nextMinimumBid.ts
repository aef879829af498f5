import type { Cents } from '../money/cents';
import { incrementAt, type IncrementTable } from './table';

/** The least a new bid may be: the price itself while the lot has no bids (the opening bid), else price + increment. */
export function nextMinimumBid(
  table: IncrementTable,
  lot: { readonly price: Cents; readonly bidCount: number },
): Cents {
  return lot.bidCount === 0 ? lot.price : lot.price + incrementAt(table, lot.price);
}
