import type { Services } from '../services';

/**
 * The demo's approval: registrations pending longer than `delayMs` are approved, and each buyer is told with
 * bidderapproval on their own sockets. Approving in one statement keeps two processes from approving one twice.
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
    services.realtime.send({ userId: user_id }, 'bidderapproval', { auction_id, user_id, is_register_active: 0 });
  }
  return approved;
}
