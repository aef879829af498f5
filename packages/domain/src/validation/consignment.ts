import { z } from './zod';
import { emailField, LETTERS, requiredText } from './fields';

/**
 * Consignment inquiry. The spec gives only the name rule (letters only, no spaces); the other fields follow the
 * contact form.
 */
export const consignmentSchema = z.object({
  name: requiredText('Required!').regex(LETTERS, 'only alphabets are allowed'),
  from_email: emailField('Enter your Email Id', 'Please enter valid Email'),
  phone_number: requiredText('Required!').regex(/^\d{1,10}$/, 'Enter valid number'),
  messages: requiredText('Please Enter Message'),
});

export type ConsignmentForm = z.input<typeof consignmentSchema>;
