import { randomBytes } from 'node:crypto';
import { signedIn } from '../accounts/signedIn';
import type { OperationHandler } from '../http/operationTypes';
import { bankOwner, NOT_YOUR_BANK } from '../payments/bank/bankOwner';
import { BANK_NOT_VERIFIED, NO_BANK, PAYMENT_SUCCESSFUL } from '@storefront/domain';
import { TRANSFER_MISMATCH } from './checkoutMessages';
import { payInvoices } from './payInvoices';

/** Starts an ACH transfer of payAmount cents from one of the caller's verified banks (the newest when none is named). */
export const createBankPay: OperationHandler<'createBankPay'> = async (input, { db }) => {
  const caller = bankOwner(input);
  if (!caller) return { status: 'no', data: { message: NOT_YOUR_BANK } };
  const { bank_id, payAmount } = input.body;
  const banks = await db
    .selectFrom('bank_accounts')
    .select(['id', 'status'])
    .where('user_id', '=', caller.id)
    .$if(bank_id !== undefined, (query) => query.where('id', '=', bank_id ?? ''))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (banks.length === 0) return { status: 'no', data: { message: NO_BANK } };
  const bank = banks.find((row) => row.status === 'verified');
  if (!bank) return { status: 'no', data: { message: BANK_NOT_VERIFIED } };
  const transfer = await db
    .insertInto('bank_transfers')
    .values({
      id: `tr_${randomBytes(12).toString('base64url')}`,
      user_id: caller.id,
      bank_id: bank.id,
      amount: payAmount,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { status: 'yes', data: { transfer_id: transfer.id, message: PAYMENT_SUCCESSFUL } };
};

/** Records a bank payment of invoices: the caller's own unused transfer, of exactly the checkout's bank total. */
export const successAfterPayAuctionUpdateBank: OperationHandler<'successAfterPayAuctionUpdateBank'> = async (
  input,
  { db },
) => {
  const caller = signedIn(input);
  const { invoice_id, transfer_id, shipping_addr_id } = input.body;
  const outcome = await payInvoices(db, {
    userId: caller.id,
    invoiceIds: invoice_id,
    method: 'bank',
    shippingAddressId: shipping_addr_id,
    reference: { transfer_id },
    verify: async (trx, checkout) => {
      const transfer = await trx
        .selectFrom('bank_transfers')
        .selectAll()
        .where('id', '=', transfer_id)
        .where('user_id', '=', caller.id)
        .executeTakeFirst();
      if (!transfer || transfer.used_for_invoice !== null || transfer.amount !== checkout.total)
        return TRANSFER_MISMATCH;
      await trx
        .updateTable('bank_transfers')
        .set({ used_for_invoice: invoice_id[0] ?? null })
        .where('id', '=', transfer.id)
        .execute();
      return null;
    },
  });
  return outcome;
};
