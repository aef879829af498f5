import { z } from './zod';
import { emailField } from './fields';

/** Reset request: a link is mailed to this address. */
export const resetRequestSchema = z.object({
  email: emailField('Required!', 'Invalid email format'),
});

export type ResetRequestForm = z.input<typeof resetRequestSchema>;
