import { rule } from './rule';
import { parseAmount } from '../money/parse';

const BOTH = 'Please Enter Both Values';

/** The lot search price range: both ends needed, nothing else bounded. Output in cents. */
export interface PriceFilterForm {
  from: string;
  to: string;
}

export const priceFilterSchema = rule((range: PriceFilterForm, fail) => {
  const from = parseAmount(range.from);
  const to = parseAmount(range.to);
  if (from === null || to === null) return fail(BOTH);
  return { from, to };
});
