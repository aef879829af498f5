import type { z } from './zod';
import { contactSchema } from './contact';
import { LETTERS, requiredText } from './fields';

/**
 * Consignment inquiry. The spec gives only the name rule (letters only, no spaces); the other fields follow the
 * contact form.
 */
export const consignmentSchema = contactSchema.extend({
  name: requiredText('Required!').regex(LETTERS, 'only alphabets are allowed'),
});

export type ConsignmentForm = z.input<typeof consignmentSchema>;
