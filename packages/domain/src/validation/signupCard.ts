import { z } from './zod';
import { cardNumber, cvvField, expiryMonthField, expiryYearField } from './cardFields';
import { LETTERS_AND_SPACES, requiredText } from './fields';

/** Signup step 2: the card kept on file. The spec lists number, name and cvv; a card needs its expiry too. */
export const signupCardSchema = z.object({
  card_number: cardNumber(/^\d{15,16}$/, 'Card number must be 15 to 16 digits'),
  name: requiredText('Required!').regex(LETTERS_AND_SPACES, 'Only letters and spaces are allowed'),
  exp_month: expiryMonthField,
  exp_year: expiryYearField,
  cvv: cvvField,
});

export type SignupCardForm = z.input<typeof signupCardSchema>;
