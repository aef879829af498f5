import { z } from './zod';
import { emailField } from './fields';

/** Sign-in. The e-mail goes to the API as `username`. */
export const loginSchema = z.object({
  username: emailField('Required!', 'Invalid email format'),
  password: z.string({ error: 'Required!' }).min(1, 'Required!'),
});

export type LoginForm = z.input<typeof loginSchema>;
