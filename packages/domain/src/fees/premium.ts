import type { Cents } from '../money/cents';
import { percentOf } from '../money/percent';

/** The buyer's premium on a hammer price. */
export function buyersPremium(amount: Cents, percent: number): Cents {
  return percentOf(amount, percent);
}
