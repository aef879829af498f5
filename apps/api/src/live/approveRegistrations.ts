import type { Services } from '../services';

interface RegistrationState {
  auction_id: number;
  user_id: number;
  is_register_active: 0 | 1;
}

/** bidderapproval on the buyer's own sockets: their live room flips to approved (0) or pending (1). */
export function tellRegistrationState(services: Services, state: RegistrationState) {
  services.realtime.send({ userId: state.user_id }, 'bidderapproval', state);
}

/**
 * The demo's approval: registrations pending longer than `delayMs` are approved, and each buyer is told with
 * bidderapproval. Approving in one statement keeps two processes from approving one twice. Outside the demo the seller
 * decides (decideRegistration).
 */
export async function approveRegistrations(services: Services, delayMs: number) {
  const approved = await services.db
    .updateTable('auction_registrations')
    .set({ is_register_active: 0 })
    .where('is_register_active', '=', 1)
    .where('created_at', '<=', new Date(services.clock().getTime() - delayMs))
    .returning(['auction_id', 'user_id'])
    .execute();
  for (const { auction_id, user_id } of approved) {
    tellRegistrationState(services, { auction_id, user_id, is_register_active: 0 });
  }
  return approved;
}
