import { z } from './zod';
import { addressLineRule, optionalText, requiredText } from './fields';

/** A new shipping address at checkout. */
export const shippingAddressSchema = z.object({
  address: addressLineRule(requiredText('Required!').regex(/^[A-Za-z0-9 \-,.#()]+$/, 'Special characters not allowed')),
  address1: optionalText(),
  country: requiredText('Required!'),
  state: requiredText('Required!'),
  city: requiredText('Required!').regex(/^[A-Za-z0-9 ]+$/, 'Only characters allowed'),
  zipcode: requiredText('Required!').min(5, 'Minimum 5 digits required').max(6, 'Maximum 6 digits only allowed'),
});

export type ShippingAddressForm = z.input<typeof shippingAddressSchema>;
