import { z } from './zod';
import { LETTERS_AND_SPACES, requiredText, zipCodeField } from './fields';

/** The input lengths of the checkout card form, as the spec gives them. */
export const checkoutCardMaxLengths = { card_number: 16, exp_month: 2, exp_year: 4, cvv: 3 } as const;

/** UTC year and month of `now`; card expiry is compared by calendar month. */
function currentMonth(now: number): { year: number; month: number } {
  const date = new Date(now);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/**
 * The expiry against `now`, checked on its own: a refinement of the whole card would not run while another field is
 * empty (Zod skips an object's checks after a field's `abort`), and the buyer would learn of it only later.
 */
function unexpired(now: number) {
  return z.object({ exp_month: z.string().trim(), exp_year: z.string().trim() }).refine(
    ({ exp_month, exp_year }) => {
      // A month or year that is not one has its own message.
      if (!/^\d{1,2}$/.test(exp_month) || !/^\d{4}$/.test(exp_year)) return true;
      const today = currentMonth(now);
      const year = Number(exp_year);
      return year > today.year || (year === today.year && Number(exp_month) >= today.month);
    },
    { error: 'Enter valid expiry year', path: ['exp_year'] },
  );
}

/** A new card at checkout (auction side's reading, with its messages), every message at once. */
export function checkoutCardSchema(now: number) {
  return z
    .object({
      card_number: z
        .string({ error: 'Enter valid card number' })
        .transform((value) => value.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(/^\d{14,16}$/, 'Enter valid card number')),
      name: requiredText('Enter valid card name').regex(LETTERS_AND_SPACES, 'Enter valid card name'),
      exp_month: requiredText('Enter valid expiry month').refine(
        (month) => /^\d{1,2}$/.test(month) && Number(month) >= 1 && Number(month) <= 12,
        'Enter valid expiry month',
      ),
      exp_year: requiredText('Invalid year').regex(/^\d{4}$/, 'Invalid year'),
      cvv: requiredText('Enter valid CVV').regex(/^\d{3,4}$/, 'Enter valid CVV'),
      address1: requiredText('Enter card address line 1'),
      country: requiredText('Enter valid card country'),
      state: requiredText('Enter valid card state'),
      city: requiredText('Enter valid card city'),
      zip: zipCodeField('Enter valid card zip code', 'Enter valid card zip code'),
    })
    .and(unexpired(now));
}

export type CheckoutCardForm = z.input<ReturnType<typeof checkoutCardSchema>>;
