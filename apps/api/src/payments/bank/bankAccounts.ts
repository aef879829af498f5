import { createHash, randomBytes } from 'node:crypto';
import type { OperationHandler } from '../../http/operationTypes';
import { bankOwner, done, NOT_YOUR_BANK, refusal } from './bankOwner';
import { MAX_VERIFY_ATTEMPTS } from './verifyBankDetails';

/** The two micro-deposits the sandbox sends to every new account, in cents. */
export const MICRO_DEPOSITS = [32, 45] as const;

export const BANK_ADDED = 'Bank Details Added Successfully';
export const BANK_ALREADY_ADDED = 'This bank account is already added.';

/** Names of the sandbox's test routing numbers; any other routing number is a generic test bank. */
const bankNames: Record<string, string> = {
  '110000000': 'STRIPE TEST BANK',
  '021000021': 'JPMORGAN CHASE BANK',
  '026009593': 'BANK OF AMERICA',
  '121000248': 'WELLS FARGO BANK',
};

const bankId = () => `ba_${randomBytes(12).toString('base64url')}`;

/** The ACH customer the plugin keeps per buyer; created once. */
export const createCustomerDetails: OperationHandler<'createCustomerDetails'> = async (input, { db }) => {
  const caller = bankOwner(input);
  if (!caller) return refusal(NOT_YOUR_BANK);
  const created = await db
    .insertInto('bank_customers')
    .values({
      user_id: caller.id,
      customer_id: `cus_ach_${randomBytes(12).toString('base64url')}`,
      email: input.body.email.trim().toLowerCase(),
      holdername: input.body.holdername.trim(),
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returning('customer_id')
    .executeTakeFirst();
  return done(created ? 'Customer created.' : 'Customer already exists.');
};

/**
 * Adds a bank account, new until its micro-deposits are verified. Only the last four digits and a fingerprint of the
 * numbers are kept. A bank locked by wrong amounts may be added again, which starts its verification afresh.
 */
export const createBankDetails: OperationHandler<'createBankDetails'> = async (input, { db }) => {
  const caller = bankOwner(input);
  if (!caller) return refusal(NOT_YOUR_BANK);
  const { account_no, rounting_no, holdername, holdertype } = input.body;
  if (!holdername.trim()) return refusal('Enter the account holder name.');
  const fingerprint = createHash('sha256').update(`${rounting_no}:${account_no}`).digest('base64url');
  const added = await db
    .insertInto('bank_accounts')
    .values({
      id: bankId(),
      user_id: caller.id,
      bank_name: bankNames[rounting_no] ?? 'TEST BANK',
      account_holder_name: holdername.trim(),
      holder_type: holdertype ?? 'individual',
      last4: account_no.slice(-4),
      fingerprint,
      deposit1: MICRO_DEPOSITS[0],
      deposit2: MICRO_DEPOSITS[1],
    })
    // A bank locked by too many wrong amounts is added again afresh: new micro-deposits, no failures counted.
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'fingerprint'])
        .doUpdateSet((eb) => ({
          account_holder_name: eb.ref('excluded.account_holder_name'),
          holder_type: eb.ref('excluded.holder_type'),
          deposit1: eb.ref('excluded.deposit1'),
          deposit2: eb.ref('excluded.deposit2'),
          failed_attempts: 0,
        }))
        .where('bank_accounts.status', '=', 'new')
        .where('bank_accounts.failed_attempts', '>=', MAX_VERIFY_ATTEMPTS),
    )
    .returning('id')
    .executeTakeFirst();
  return added ? done(BANK_ADDED) : refusal(BANK_ALREADY_ADDED);
};

/** The caller's bank accounts with their status, oldest first. */
export const getBankDetails: OperationHandler<'getBankDetails'> = async (input, { db }) => {
  const caller = bankOwner(input);
  if (!caller) return { status: 'no', data: [] };
  const rows = await db
    .selectFrom('bank_accounts')
    .select(['id', 'bank_name', 'account_holder_name', 'status', 'last4'])
    .where('user_id', '=', caller.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    status: 'yes',
    data: rows.map((row) => ({
      id: row.id,
      bank_name: `${row.bank_name} ****${row.last4}`,
      account_holder_name: row.account_holder_name,
      status: row.status,
    })),
  };
};
