import { rule } from './rule';
import { parseAmount } from '../money/parse';

const BOTH = 'Please Enter Both Values';
/** Designed (the spec has none): a range that runs backwards matches no lot, and would say so with an empty page. */
const TO_BELOW_FROM = 'The To price must be at least the From price.';

/** The lot search price range: both ends needed, To not below From. Output in cents. */
export interface PriceFilterForm {
  from: string;
  to: string;
}

export const priceFilterSchema = rule((range: PriceFilterForm, fail) => {
  const from = parseAmount(range.from);
  const to = parseAmount(range.to);
  if (from === null || to === null) return fail(BOTH);
  if (to < from) return fail(TO_BELOW_FROM);
  return { from, to };
});
