import type { OperationHandler } from '../http/operationTypes';
import { signedIn } from './signedIn';

/** Remembers the buyer's customer id at the card provider, on the caller's own account only. */
export const saveCustomerId: OperationHandler<'saveCustomerId'> = async (input, { db }) => {
  const caller = signedIn(input);
  const customerId = input.body.customer_id.trim();
  if (!customerId) return { status: 'no', message: 'customer_id is empty.' };
  await db.updateTable('users').set({ card_paymentid: customerId }).where('id', '=', caller.id).execute();
  return { status: 'yes', message: 'Card customer saved.' };
};
