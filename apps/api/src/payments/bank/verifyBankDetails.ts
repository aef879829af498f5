import type { OperationHandler } from '../../http/operationTypes';
import { bankOwner, done, NOT_YOUR_BANK, refusal } from './bankOwner';

export const BANK_VERIFIED = 'Bank Verified Successfully';
export const WRONG_DEPOSITS = 'The amounts do not match the micro-deposits sent to this account.';
export const NO_BANK_TO_VERIFY = 'Please add a bank account first.';
export const TOO_MANY_ATTEMPTS = 'Too many wrong amounts. Please add the bank account again.';

/** Wrong amounts a bank may be verified with before it is locked (until it is added again). */
export const MAX_VERIFY_ATTEMPTS = 10;

/**
 * Verifies a bank with its two micro-deposits (in either order). Without bank_id, the caller's newest unverified
 * bank is meant.
 */
export const verifyBankDetails: OperationHandler<'verifyBankDetails'> = async (input, { db }) => {
  const caller = bankOwner(input);
  if (!caller) return refusal(NOT_YOUR_BANK);
  const { payAmount1, payAmount2, bank_id } = input.body;
  const bank = await db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('user_id', '=', caller.id)
    .$if(bank_id !== undefined, (query) => query.where('id', '=', bank_id ?? ''))
    .$if(bank_id === undefined, (query) => query.where('status', '=', 'new'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!bank) return refusal(NO_BANK_TO_VERIFY);
  if (bank.status === 'verified') return done(BANK_VERIFIED);
  if (bank.failed_attempts >= MAX_VERIFY_ATTEMPTS) return refusal(TOO_MANY_ATTEMPTS);
  const sent = [bank.deposit1, bank.deposit2].sort((x, y) => x - y);
  const given = [payAmount1, payAmount2].sort((x, y) => x - y);
  if (sent[0] !== given[0] || sent[1] !== given[1]) {
    await db
      .updateTable('bank_accounts')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', bank.id)
      .execute();
    return refusal(WRONG_DEPOSITS);
  }
  await db.updateTable('bank_accounts').set({ status: 'verified' }).where('id', '=', bank.id).execute();
  return done(BANK_VERIFIED);
};
