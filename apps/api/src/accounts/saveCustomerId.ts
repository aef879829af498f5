import type { OperationHandler } from '../http/operationTypes';
import { customerIdTaken, CUSTOMER_ID_TAKEN } from './cardCustomer';
import { signedIn } from './signedIn';

/** Remembers the buyer's customer id at the card provider, on the caller's own account, unless another buyer holds it. */
export const saveCustomerId: OperationHandler<'saveCustomerId'> = async (input, { db }) => {
  const caller = signedIn(input);
  const customerId = input.body.customer_id.trim();
  if (!customerId) return { status: 'no', message: 'customer_id is empty.' };
  if (await customerIdTaken(db, customerId, caller.id)) return { status: 'no', message: CUSTOMER_ID_TAKEN };
  await db.updateTable('users').set({ card_paymentid: customerId }).where('id', '=', caller.id).execute();
  return { status: 'yes', message: 'Card customer saved.' };
};
