import type { Kysely } from 'kysely';
import { signedIn } from '../accounts/signedIn';
import type { DatabaseSchema } from '../db/schema';
import type { Caller, OperationHandler } from '../http/operationTypes';
import { watchlistNotice } from '../mail/messages';
import type { Services } from '../services';
import { findLot } from './findLot';

export const ADDED_TO_FAVOURITES = 'Added to Favorite';
export const REMOVED_FROM_FAVOURITES = 'Removed from Favorite';
export const NOT_YOUR_FAVOURITES = 'You can only change your own favourites.';

interface WatchlistInput {
  body: { id: number; userid: number };
  caller: Caller | null;
}

/** The caller, who must be the buyer the body names: a buyer changes their own favourites only. */
function owner(input: WatchlistInput): Caller | null {
  const caller = signedIn(input);
  return input.body.userid === caller.id ? caller : null;
}

async function isFavourite(db: Kysely<DatabaseSchema>, userId: number, lotId: number) {
  const row = await db
    .selectFrom('watchlists')
    .select('lot_id')
    .where('user_id', '=', userId)
    .where('lot_id', '=', lotId)
    .executeTakeFirst();
  return row !== undefined;
}

async function add(services: Services, userId: number, lotId: number) {
  const lot = await findLot(services.db, lotId);
  const added = await services.db
    .insertInto('watchlists')
    .values({ user_id: userId, lot_id: lotId })
    .onConflict((conflict) => conflict.columns(['user_id', 'lot_id']).doNothing())
    .returning('lot_id')
    .executeTakeFirst();
  if (added) {
    const link = services.links.page(`/timedlotView/${lot.lotof}/${lot.id}/${userId}`);
    await services.mailer.notify(watchlistNotice({ userId, lotTitle: lot.title, link }));
  }
}

async function remove(db: Kysely<DatabaseSchema>, userId: number, lotId: number) {
  await findLot(db, lotId);
  await db.deleteFrom('watchlists').where('user_id', '=', userId).where('lot_id', '=', lotId).execute();
}

export const addToWatchlist: OperationHandler<'addToWatchlist'> = async (input, services) => {
  const caller = owner(input);
  if (!caller) return { success: 'no', msg: NOT_YOUR_FAVOURITES };
  await add(services, caller.id, input.body.id);
  return { success: 'yes', msg: ADDED_TO_FAVOURITES };
};

export const removeFromWatchlist: OperationHandler<'removeFromWatchlist'> = async (input, { db }) => {
  const caller = owner(input);
  if (!caller) return { success: 'no', msg: NOT_YOUR_FAVOURITES };
  await remove(db, caller.id, input.body.id);
  return { success: 'yes', msg: REMOVED_FROM_FAVOURITES };
};

/** Flips the heart and answers the new state, so two tabs cannot disagree. */
export const toggleWatchlist: OperationHandler<'toggleWatchlist'> = async (input, services) => {
  const caller = owner(input);
  if (!caller) return { success: 'no', isFav: 0, msg: NOT_YOUR_FAVOURITES };
  if (await isFavourite(services.db, caller.id, input.body.id)) {
    await remove(services.db, caller.id, input.body.id);
    return { success: 'yes', isFav: 0, msg: REMOVED_FROM_FAVOURITES };
  }
  await add(services, caller.id, input.body.id);
  return { success: 'yes', isFav: 1, msg: ADDED_TO_FAVOURITES };
};
