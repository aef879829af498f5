import type { OperationHandler } from '../http/operationTypes';
import { signedIn } from '../accounts/signedIn';
import { amount } from '../db/amounts';
import { paging } from './paging';

const DEFAULT_PAGE_SIZE = 10;

/** The caller's own payments, newest first. */
export const buyerTransaction: OperationHandler<'buyerTransaction'> = async (input, { db }) => {
  const caller = signedIn(input);
  const pageSize = input.body.sh_limit ?? DEFAULT_PAGE_SIZE;
  const { offset } = paging(input.body.page ?? 1, pageSize);
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'common_invoice', 'amount', 'pay_type', 'date_added', 'title'])
    .where('user_id', '=', caller.id)
    .orderBy('date_added', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset(offset)
    .execute();
  return {
    success: 'yes',
    results: payments.map((payment) => ({
      ...payment,
      amount: amount(payment.amount),
      date_added: payment.date_added.toISOString(),
    })),
  };
};
