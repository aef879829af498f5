import { z } from './zod';
import { requiredText } from './fields';

/** Add a bank account. Field names as the bank plugin takes them (`rounting_no` is its spelling). */
export const bankSchema = z.object({
  holdername: requiredText('Required!'),
  account_holder_type: z.enum(['individual', 'company'], { error: 'Required!' }),
  rounting_no: requiredText('Required!').regex(/^\d{9,}$/, 'Minimum 9 digits'),
  account_no: requiredText('Required!'),
});

export type BankForm = z.input<typeof bankSchema>;
