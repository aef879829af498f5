import { z } from './zod';
import { emailField, LETTERS, LETTERS_AND_SPACES, requiredText } from './fields';

/** The most digits the contact and consignment forms take for a phone number. */
export const CONTACT_PHONE_DIGITS = 10;
const contactPhone = new RegExp(`^\\d{1,${CONTACT_PHONE_DIGITS}}$`);

/** Contact Us, the auction side's stricter reading (the one with messages for every field). */
export const contactSchema = z.object({
  name: requiredText('Required!').regex(LETTERS_AND_SPACES, 'only alphabets are allowed'),
  from_email: emailField('Enter your Email Id', 'Please enter valid Email'),
  phone_number: requiredText('Required!').regex(contactPhone, 'Enter valid number'),
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
