import { z } from './zod';

const TERMS = 'Please accept Terms and Conditions.';

/** Registering for a live auction: the terms checkbox must be ticked. */
export const liveRegistrationSchema = z.object({
  terms: z.boolean({ error: TERMS }).refine((accepted) => accepted, TERMS),
});

export type LiveRegistrationForm = z.input<typeof liveRegistrationSchema>;
