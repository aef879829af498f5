import { z } from 'zod';
import { parseAmount } from '../money/parse';

const BOTH = 'Please Enter Both Values';

/** The lot search price range: both ends needed, nothing else bounded. Output in cents. */
export const priceFilterSchema = z.object({ from: z.string(), to: z.string() }).transform((range, context) => {
  const from = parseAmount(range.from);
  const to = parseAmount(range.to);
  if (from === null || to === null) {
    context.addIssue({ code: 'custom', message: BOTH, path: [] });
    return z.NEVER;
  }
  return { from, to };
});

export type PriceFilterForm = z.input<typeof priceFilterSchema>;
