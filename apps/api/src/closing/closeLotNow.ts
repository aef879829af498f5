import { unauthorized } from '../http/errors';
import type { OperationHandler } from '../http/operationTypes';
import { isSellerKey } from '../seller/sellerKey';
import { announceClosed } from './closeDueLots';
import { closeTimedLot } from './closeTimedLot';

export const LOT_NOT_OPEN = 'This lot is not an open timed lot.';

/**
 * sellerapi/closeLot: the seller (with the seller key) closes a timed lot now. Its closing time becomes now and it is
 * closed exactly as the scheduler would close it, in the lot's row lock, so a scheduler round at the same moment
 * cannot close it twice.
 */
export const closeTimedLotNow: OperationHandler<'closeTimedLotNow'> = async (input, services) => {
  if (!isSellerKey(input.headers['seller-key'], services.sellerKey)) throw unauthorized('The seller key is wrong.');
  const now = services.clock();
  await services.db
    .updateTable('lots')
    .set({ date_closed: now })
    .where('id', '=', input.body.lotid)
    .where('market_status', '=', 'open')
    .where('lotof', 'in', (auctions) => auctions.selectFrom('auctions').select('id').where('con_check', '=', 0))
    .where('date_closed', '>', now)
    .execute();
  const closed = await closeTimedLot(services.db, input.body.lotid, now);
  if (!closed) return { status: 'error', message: LOT_NOT_OPEN };
  await announceClosed(services, closed);
  return { status: 'success', market_status: closed.market_status === 'sold' ? 'sold' : 'unsold' };
};
