import { z } from './zod';
import { optionalText, requiredText } from './fields';

export const ADDRESS_MAX_LENGTH = 250;

/** A new shipping address at checkout. */
export const shippingAddressSchema = z.object({
  address: requiredText('Required!')
    .regex(/^[A-Za-z0-9 \-,.#()]+$/, 'Special characters not allowed')
    .max(ADDRESS_MAX_LENGTH, 'Maximum 250 characters'),
  address1: optionalText(),
  country: requiredText('Required!'),
  state: requiredText('Required!'),
  city: requiredText('Required!').regex(/^[A-Za-z0-9 ]+$/, 'Only characters allowed'),
  zipcode: requiredText('Required!').min(5, 'Minimum 5 digits required').max(6, 'Maximum 6 digits only allowed'),
});

export type ShippingAddressForm = z.input<typeof shippingAddressSchema>;
