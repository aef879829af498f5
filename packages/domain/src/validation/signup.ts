import { z } from './zod';
import {
  addressLineRule,
  cityRule,
  emailField,
  firstNameRule,
  lastNameRule,
  phoneField,
  phoneWidgetField,
  requiredText,
  zipField,
} from './fields';
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

const personalDetails = {
  first_name: firstNameRule(requiredText('Required!')),
  last_name: lastNameRule(requiredText('Required!')),
  email: emailField('Required!', 'Invalid email format'),
  phone: phoneField,
  password: strongPassword(),
  confirm_password: strongPassword(),
  address1: addressLineRule(requiredText('Required!')),
  address2: addressLineRule(z.string().trim()).optional(),
  city: cityRule(requiredText('Required!')),
  state: requiredText('Required!'),
  country: requiredText('Required!'),
  zip: zipField,
};

/** Signup step 1: personal details, every message at once; the phone as one international number. */
export const signupSchema = z.object(personalDetails).and(matchingPasswords);

/** Step 1 as the form holds it: the phone as the widget's national number and the full number it makes. */
export const signupDetailsSchema = z.object({ ...personalDetails, phone: phoneWidgetField }).and(matchingPasswords);

/** Step 1's password and its confirmation alone, by the same rules: step 2 asks for them again after a reload. */
export const signupPasswordSchema = z
  .object({ password: strongPassword(), confirm_password: strongPassword() })
  .refine(samePasswords, mustMatch);

export type SignupForm = z.input<typeof signupSchema>;
