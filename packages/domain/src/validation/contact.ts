import { z } from './zod';
import { emailField, LETTERS, LETTERS_AND_SPACES, requiredText } from './fields';

/** Contact Us, the auction side's stricter reading (the one with messages for every field). */
export const contactSchema = z.object({
  name: requiredText('Required!').regex(LETTERS_AND_SPACES, 'only alphabets are allowed'),
  from_email: emailField('Enter your Email Id', 'Please enter valid Email'),
  phone_number: requiredText('Required!').regex(/^\d{1,10}$/, 'Enter valid number'),
  messages: requiredText('Please Enter Message'),
});

/** Contact Us, the account side's reading: letters-only name, valid e-mail, phone and message required. */
export const accountContactSchema = z.object({
  name: requiredText('Required!').regex(LETTERS, 'only alphabets are allowed'),
  from_email: emailField('Required!', 'Invalid email format'),
  phone_number: requiredText('Required!'),
  messages: requiredText('Required!'),
});

export type ContactForm = z.input<typeof contactSchema>;
