import { liveBidderRefusal, liveRegistrationState } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

/** Why a buyer may not bid in a live auction (not registered, or registered and still pending), or null. */
export async function liveBidderRefused(
  db: Kysely<DatabaseSchema>,
  auctionId: number,
  userId: number,
): Promise<string | null> {
  const registration = await db
    .selectFrom('auction_registrations')
    .select('is_register_active')
    .where('auction_id', '=', auctionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return liveBidderRefusal(liveRegistrationState(registration !== undefined, registration?.is_register_active));
}
