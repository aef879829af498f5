import { z } from './zod';
import { requiredText } from './fields';

/** '0.32' -> 32, '.5' -> 50, '32' -> 32: a decimal is reduced to its cents part. */
export function microDepositCents(text: string): number {
  const [whole = '', fraction] = text.split('.');
  return fraction === undefined ? Number(whole) : Number(fraction.padEnd(2, '0'));
}

const microDeposit = requiredText('Required!')
  .regex(/^(\d+|\d*\.\d{1,2})$/, 'Enter a valid amount')
  .transform(microDepositCents);

/** Verify a bank with the two micro-deposits; the output is in cents, as `payAmount1` and `payAmount2` are sent. */
export const verifyBankSchema = z.object({
  payAmount1: microDeposit,
  payAmount2: microDeposit,
});

export type VerifyBankForm = z.input<typeof verifyBankSchema>;
