import { z } from './zod';
import { strongPassword, whenBothStrings } from './password';

/** A new password after a reset link: the signup rules (as wherever a password is set), confirmed. */
export const newPasswordSchema = z
  .object({
    password: strongPassword(),
    confirm_password: z.string({ error: 'Required!' }).min(1, { error: 'Required!', abort: true }),
  })
  .refine((form) => form.password === form.confirm_password, {
    error: 'Passwords must match',
    path: ['confirm_password'],
    when: whenBothStrings('password', 'confirm_password'),
  });

export type NewPasswordForm = z.input<typeof newPasswordSchema>;
