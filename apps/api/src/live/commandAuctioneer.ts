import { unauthorized } from '../http/errors';
import type { OperationHandler } from '../http/operationTypes';
import { isSellerKey } from '../seller/sellerKey';
import { award } from './auctioneer';
import { endLiveAuction } from './endLiveAuction';
import { findLiveAuction } from './liveAuction';

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
    await endLiveAuction(services, auction.id, now, AUCTION_ENDED_BY_SELLER);
  }
  const after = await findLiveAuction(services, auction.id);
  return { status: 'success', current_projectid: after.current_projectid, market_status: after.market_status };
};
