import { unauthorized } from '../http/errors';
import type { OperationHandler } from '../http/operationTypes';
import { everyone } from '../realtime/realtime';
import { isSellerKey } from '../seller/sellerKey';
import { award } from './auctioneer';
import { findLiveAuction } from './liveAuction';
import { postLiveMessage, siteIdOf } from './liveFeed';

export const AUCTION_NOT_RUNNING = 'This live auction is not running.';
export const AUCTION_ENDED_BY_SELLER = 'This Auction Has Been Ended By Seller Now.';

/**
 * sellerapi/liveAuctioneer: the seller (with the seller key) brings the hammer down on the lot on the block now
 * (`award`, as the auctioneer does after fair warning), or ends the auction (`end`): the lots not yet called close
 * unsold and the rooms are told with liveauctionclose.
 */
export const commandLiveAuctioneer: OperationHandler<'commandLiveAuctioneer'> = async (input, services) => {
  if (!isSellerKey(input.headers['seller-key'], services.sellerKey)) throw unauthorized('The seller key is wrong.');
  const auction = await findLiveAuction(services, input.body.auctionid);
  if (auction.market_status !== 'open') return { status: 'error', message: AUCTION_NOT_RUNNING };
  const now = services.clock();
  if (input.body.command === 'award') {
    if (auction.current_projectid === null) return { status: 'error', message: AUCTION_NOT_RUNNING };
    await award(services, auction.current_projectid, now);
  } else {
    await services.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('lots')
        .set({ market_status: 'unsold', date_closed: now, closed_at: now })
        .where('lotof', '=', auction.id)
        .where('market_status', '=', 'open')
        .execute();
      await trx
        .updateTable('auctions')
        .set({ market_status: 'closed', current_projectid: null, lot_opened_at: null, warned_at: null })
        .where('id', '=', auction.id)
        .execute();
    });
    services.realtime.send(everyone, 'liveauctionclose', { site_id: await siteIdOf(services), auctionid: auction.id });
    await postLiveMessage(services, auction.id, AUCTION_ENDED_BY_SELLER);
  }
  const after = await findLiveAuction(services, auction.id);
  return { status: 'success', current_projectid: after.current_projectid, market_status: after.market_status };
};
