import { z } from './zod';
import { requiredText } from './fields';

const EXPIRY_MESSAGE = 'Not a valid expiration date';

/** Card numbers are typed with spaces or dashes now and then; only the digits count. */
export function cardNumber(pattern: RegExp, message: string) {
  return z
    .string({ error: 'Required!' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, { error: 'Required!', abort: true }).regex(pattern, message));
}

export const expiryMonthField = requiredText(EXPIRY_MESSAGE).refine(
  (month) => /^\d{1,2}$/.test(month) && Number(month) >= 1 && Number(month) <= 12,
  EXPIRY_MESSAGE,
);

export const expiryYearField = requiredText(EXPIRY_MESSAGE).regex(/^20\d{2}$/, EXPIRY_MESSAGE);

export const cvvField = requiredText('Invalid Cvv').regex(/^\d{3,4}$/, 'Invalid Cvv');

/** The input lengths of the signup and account card forms: number up to 16, CVV 3 to 4, zip 5 to 6. */
export const cardMaxLengths = { card_number: 16, exp_month: 2, exp_year: 4, cvv: 4, zip: 6 } as const;
