import { z } from './zod';
import { whenBothStrings } from './password';

/** A new password after a reset link: 8 to 20 characters, confirmed. */
export const newPasswordSchema = z
  .object({
    password: z
      .string({ error: 'Required!' })
      .min(1, { error: 'Required!', abort: true })
      .min(8, 'Password must be 8 to 20 characters')
      .max(20, 'Password must be 8 to 20 characters'),
    confirm_password: z.string({ error: 'Required!' }).min(1, { error: 'Required!', abort: true }),
  })
  .refine((form) => form.password === form.confirm_password, {
    error: 'Passwords must match',
    path: ['confirm_password'],
    when: whenBothStrings('password', 'confirm_password'),
  });

export type NewPasswordForm = z.input<typeof newPasswordSchema>;
