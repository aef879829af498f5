import { defaultIncrementTable, dollarsFromCents, minimumBid, centsFromDollars } from '@storefront/domain';
import { placeLotBid } from '../bidding/placeLotBid';
import { publishBid } from '../bidding/publishBid';
import type { Services } from '../services';

/** The chance, each round, that one of the room's simulated bidders bids on the lot on the block. */
const BID_CHANCE = 0.12;

/**
 * The demo's room is alive: now and then an approved house bidder (a flagged house account, never a buyer) other than
 * the leader bids the next minimum on the lot on the block, through the same engine and broadcast as everyone else,
 * until the price reaches the high estimate. The house bidder gets no mail of its own bids.
 * Resolves whether a bid was placed.
 */
export async function simulateRoomBid(services: Services, lotId: number, random = Math.random): Promise<boolean> {
  if (random() >= BID_CHANCE) return false;
  const lot = await services.db
    .selectFrom('lots')
    .select(['id', 'lotof', 'wprice', 'bid_count', 'highbid_user_id', 'highest'])
    .where('id', '=', lotId)
    .executeTakeFirst();
  if (!lot || (lot.highest !== null && Number(lot.wprice) >= Number(lot.highest))) return false;
  const bidders = await services.db
    .selectFrom('auction_registrations')
    .innerJoin('users', 'users.id', 'auction_registrations.user_id')
    .select('auction_registrations.user_id')
    .where('auction_registrations.auction_id', '=', lot.lotof)
    .where('auction_registrations.is_register_active', '=', 0)
    .where('users.house_bidder', '=', 1)
    .orderBy('auction_registrations.user_id')
    .execute();
  const candidates = bidders.map((row) => row.user_id).filter((id) => id !== lot.highbid_user_id);
  const bidderId = candidates[Math.floor(random() * candidates.length)];
  if (bidderId === undefined) return false;
  const price = centsFromDollars(lot.wprice) ?? 0;
  const amount = dollarsFromCents(minimumBid(defaultIncrementTable, { price, bidCount: lot.bid_count }, null));
  const outcome = await placeLotBid(services.db, { lotId, bidderId, kind: 'hard', amount }, services.clock());
  if (outcome.ok) await publishBid(services, bidderId, outcome, { noticeToBidder: false });
  return outcome.ok;
}
