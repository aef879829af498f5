import { z } from './zod';
import { emailField, LETTERS_AND_SPACES, optionalText, phoneField, requiredText, zipField } from './fields';
import { strongPassword, whenBothStrings } from './password';

const samePasswords = (form: { password: string; confirm_password: string }) => form.password === form.confirm_password;
const mustMatch = {
  error: 'Passwords must match',
  path: ['confirm_password'],
  when: whenBothStrings('password', 'confirm_password'),
};

/**
 * The confirmation checked on its own: a refinement of the whole form would not run while another field is empty
 * (Zod skips an object's checks after a field's `abort`), and the buyer would learn of the mismatch only later.
 */
const matchingPasswords = z
  .object({ password: z.string(), confirm_password: z.string() })
  .refine(samePasswords, { error: mustMatch.error, path: mustMatch.path });

/** Signup step 1: personal details, every message at once. */
export const signupSchema = z
  .object({
    first_name: requiredText('Required!').regex(LETTERS_AND_SPACES, 'Only letters and spaces are allowed'),
    last_name: requiredText('Required!').regex(/^[A-Za-z' ]+$/, 'Only letters, spaces and apostrophes are allowed'),
    email: emailField('Required!', 'Invalid email format'),
    phone: phoneField,
    password: strongPassword(),
    confirm_password: strongPassword(),
    address1: requiredText('Required!'),
    address2: optionalText(),
    city: requiredText('Required!').regex(LETTERS_AND_SPACES, 'Only letters are allowed'),
    state: requiredText('Required!'),
    country: requiredText('Required!'),
    zip: zipField,
  })
  .and(matchingPasswords);

/** Step 1's password and its confirmation alone, by the same rules: step 2 asks for them again after a reload. */
export const signupPasswordSchema = z
  .object({ password: strongPassword(), confirm_password: strongPassword() })
  .refine(samePasswords, mustMatch);

export type SignupForm = z.input<typeof signupSchema>;
