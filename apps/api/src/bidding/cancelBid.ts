import { NOT_YOUR_BID, RETRACTED } from '@storefront/domain';
import { signedIn } from '../accounts/signedIn';
import type { OperationHandler } from '../http/operationTypes';
import { watchersOfLot } from '../realtime/realtime';
import { bidUpdate } from './bidMessages';
import { retractLotBid } from './retractLotBid';

/**
 * cancelbid_process: the buyer's own latest bid, retracted as the engine allows; the pages showing the lot see the new
 * price.
 */
export const cancelBid: OperationHandler<'cancelBid'> = async (input, services) => {
  const caller = signedIn(input);
  if (input.body.uid !== caller.id) return { msg: NOT_YOUR_BID };
  const outcome = await retractLotBid(services.db, input.body.pid, caller.id, services.clock());
  if (!outcome.ok) return { msg: outcome.message };
  const { lot } = outcome;
  services.realtime.send(
    watchersOfLot(lot),
    'cancelbidemitted',
    bidUpdate(lot.id, lot.lotof, caller.id, outcome.public, outcome.increments),
  );
  return { msg: RETRACTED };
};
