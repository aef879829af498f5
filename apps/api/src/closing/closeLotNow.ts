import { unauthorized } from '../http/errors';
import type { OperationHandler } from '../http/operationTypes';
import { isSellerKey } from '../seller/sellerKey';
import { announceClosed } from './closeDueLots';
import { closeTimedLot } from './closeTimedLot';

export const LOT_NOT_OPEN = 'This lot is not an open timed lot.';

/**
 * sellerapi/closeLot: the seller (with the seller key) closes a timed lot now. Its closing time becomes now and it is
 * closed exactly as the scheduler would close it, both in one hold of the lot's row lock: a scheduler round at the
 * same moment can neither close it twice nor close it first and leave the seller told that the lot is not open.
 */
export const closeTimedLotNow: OperationHandler<'closeTimedLotNow'> = async (input, services) => {
  if (!isSellerKey(input.headers['seller-key'], services.sellerKey)) throw unauthorized('The seller key is wrong.');
  const closed = await closeTimedLot(services.db, input.body.lotid, services.clock(), { closingNow: true });
  if (!closed) return { status: 'error', message: LOT_NOT_OPEN };
  await announceClosed(services, closed);
  return { status: 'success', market_status: closed.market_status === 'sold' ? 'sold' : 'unsold' };
};
