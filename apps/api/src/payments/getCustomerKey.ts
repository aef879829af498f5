import { signedIn } from '../accounts/signedIn';
import type { OperationHandler } from '../http/operationTypes';

export const NO_CARD_CUSTOMER = 'You have no customer at the card provider yet.';
export const NO_CARD_PROVIDER = 'Card payments are not available in this store.';

/**
 * A short-lived key to the caller's own customer at the card provider: the browser's calls about the buyer's cards
 * carry it, so nobody else's cards can be listed, added, deleted or charged.
 */
export const getCustomerKey: OperationHandler<'getCustomerKey'> = async (input, { db, customerKey }) => {
  const caller = signedIn(input);
  if (!customerKey) return { status: 'no', message: NO_CARD_PROVIDER };
  const user = await db
    .selectFrom('users')
    .select('card_paymentid')
    .where('id', '=', caller.id)
    .executeTakeFirstOrThrow();
  const customerId = user.card_paymentid;
  const key = customerId ? await customerKey(customerId) : null;
  if (!customerId || !key) return { status: 'no', message: NO_CARD_CUSTOMER };
  return { status: 'yes', data: { customer_id: customerId, ...key } };
};
