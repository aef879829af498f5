import { everyone } from '../realtime/realtime';
import type { Services } from '../services';
import { postLiveMessage, siteIdOf } from './liveFeed';

/**
 * Ends a live auction with lots still to call: they close unsold, the auction closes, the rooms are told with
 * liveauctionclose and the feed with `message`.
 */
export async function endLiveAuction(services: Services, auctionId: number, now: Date, message: string) {
  await services.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('lots')
      .set({ market_status: 'unsold', date_closed: now, closed_at: now })
      .where('lotof', '=', auctionId)
      .where('market_status', '=', 'open')
      .execute();
    await trx
      .updateTable('auctions')
      .set({ market_status: 'closed', current_projectid: null, lot_opened_at: null, warned_at: null })
      .where('id', '=', auctionId)
      .execute();
  });
  services.realtime.send(everyone, 'liveauctionclose', { site_id: await siteIdOf(services), auctionid: auctionId });
  await postLiveMessage(services, auctionId, message);
}
