import { liveRegistrationTexts } from '@storefront/domain';
import { signedIn } from '../accounts/signedIn';
import type { OperationHandler } from '../http/operationTypes';

export const NOT_YOUR_REGISTRATION = 'You can only register yourself.';
export const NOT_A_LIVE_AUCTION = 'Only live auctions take registrations.';

/**
 * api/auctionreg: the buyer asks to bid in a live auction and gets the next paddle number, pending approval (the
 * approval round approves it after the configured delay and says so with bidderapproval). Asking again answers the
 * registration as it stands.
 */
export const registerForAuction: OperationHandler<'registerForAuction'> = async (input, { db }) => {
  const caller = signedIn(input);
  const { auction_id, user_id } = input.body;
  if (user_id !== caller.id) return { status: 'error', message: NOT_YOUR_REGISTRATION };
  return db.transaction().execute(async (trx) => {
    const auction = await trx
      .selectFrom('auctions')
      .select(['id', 'con_check', 'market_status'])
      .where('id', '=', auction_id)
      .forUpdate()
      .executeTakeFirst();
    if (!auction) return { status: 'error', message: liveRegistrationTexts.failed };
    if (auction.con_check !== 1) return { status: 'error', message: NOT_A_LIVE_AUCTION };
    const existing = await trx
      .selectFrom('auction_registrations')
      .select('is_register_active')
      .where('auction_id', '=', auction.id)
      .where('user_id', '=', caller.id)
      .executeTakeFirst();
    if (existing) return { status: 'success', is_register_active: existing.is_register_active === 0 ? 0 : 1 };
    const last = await trx
      .selectFrom('auction_registrations')
      .select((eb) => eb.fn.max('paddle_no').as('paddle'))
      .where('auction_id', '=', auction.id)
      .executeTakeFirst();
    await trx
      .insertInto('auction_registrations')
      .values({
        auction_id: auction.id,
        user_id: caller.id,
        is_register_active: 1,
        paddle_no: Number(last?.paddle ?? 100) + 1,
      })
      .execute();
    return { status: 'success', is_register_active: 1 };
  });
};
