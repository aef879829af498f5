import { liveBidderRefusal, liveRegistrationState } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Pipeline } from '../db/pipeline';
import type { DatabaseSchema } from '../db/schema';

const registrationQuery = (db: Kysely<DatabaseSchema>, auctionId: number, userId: number) =>
  db
    .selectFrom('auction_registrations')
    .select('is_register_active')
    .where('auction_id', '=', auctionId)
    .where('user_id', '=', userId);

const refusalOf = (registration: { is_register_active: number } | undefined) =>
  liveBidderRefusal(liveRegistrationState(registration !== undefined, registration?.is_register_active));

/** Why a buyer may not bid in a live auction (not registered, or registered and still pending), or null. */
export async function liveBidderRefused(
  db: Kysely<DatabaseSchema>,
  pipeline: Pipeline,
  auctionId: number,
  userId: number,
): Promise<string | null> {
  const [registration] = await pipeline.rows(registrationQuery(db, auctionId, userId).compile());
  return refusalOf(registration);
}
