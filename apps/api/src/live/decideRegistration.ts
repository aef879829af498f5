import { unauthorized } from '../http/errors';
import type { OperationHandler } from '../http/operationTypes';
import { isSellerKey } from '../seller/sellerKey';
import { tellRegistrationState } from './approveRegistrations';

export const NO_SUCH_REGISTRATION = 'This buyer has not registered for this auction.';

/**
 * sellerapi/registrationDecision: the seller (with the seller key) approves a registration or refuses it (it is, or
 * goes back to, pending), and the buyer's page flips through bidderapproval.
 */
export const decideRegistration: OperationHandler<'decideRegistration'> = async (input, services) => {
  if (!isSellerKey(input.headers['seller-key'], services.sellerKey)) throw unauthorized('The seller key is wrong.');
  const { auction_id, user_id, decision } = input.body;
  const is_register_active = decision === 'approve' ? 0 : 1;
  const decided = await services.db
    .updateTable('auction_registrations')
    .set({ is_register_active })
    .where('auction_id', '=', auction_id)
    .where('user_id', '=', user_id)
    .returning(['auction_id', 'user_id'])
    .executeTakeFirst();
  if (!decided) return { status: 'error', message: NO_SUCH_REGISTRATION };
  tellRegistrationState(services, { auction_id, user_id, is_register_active });
  return { status: 'success', is_register_active };
};
