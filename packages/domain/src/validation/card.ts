import { z } from './zod';
import { cardNumber, cvvField, expiryMonthField, expiryYearField } from './cardFields';
import { requiredText, zipField } from './fields';

/** Add a card (account side). */
export const cardSchema = z.object({
  card_number: cardNumber(/^\d{1,16}$/, 'Card number must be up to 16 digits'),
  exp_month: expiryMonthField,
  exp_year: expiryYearField,
  name: requiredText('Required!'),
  cvv: cvvField,
  address1: requiredText('Required!'),
  city: requiredText('Required!'),
  state: requiredText('Required!'),
  country: requiredText('Required!'),
  zip: zipField,
});

export type CardForm = z.input<typeof cardSchema>;
