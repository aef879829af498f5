import type { Caller, OperationHandler } from '../http/operationTypes';
import { addToWatchlist, removeFromWatchlist, toggleWatchlist } from '../lots/watchlist';
import type { Services } from '../services';

/** The buyer's other tabs and devices learn that a favourite changed. */
function announce(services: Services, caller: Caller | null, lotId: number, watchlistid: 0 | 1) {
  if (!caller) return;
  services.realtime.send({ userId: caller.id }, 'watchlist', { id: lotId, userid: caller.id, watchlistid });
}

export const addToWatchlistAnnounced: OperationHandler<'addToWatchlist'> = async (input, services) => {
  const answer = await addToWatchlist(input, services);
  if (answer.success === 'yes') announce(services, input.caller, input.body.id, 1);
  return answer;
};

export const removeFromWatchlistAnnounced: OperationHandler<'removeFromWatchlist'> = async (input, services) => {
  const answer = await removeFromWatchlist(input, services);
  if (answer.success === 'yes') announce(services, input.caller, input.body.id, 0);
  return answer;
};

export const toggleWatchlistAnnounced: OperationHandler<'toggleWatchlist'> = async (input, services) => {
  const answer = await toggleWatchlist(input, services);
  if (answer.success === 'yes') announce(services, input.caller, input.body.id, answer.isFav === 1 ? 1 : 0);
  return answer;
};
