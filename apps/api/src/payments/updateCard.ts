import { signedIn } from '../accounts/signedIn';
import type { OperationHandler } from '../http/operationTypes';
import { findCard } from './cardProvider/cards';

export const CARD_SELECTED = 'Card selected successfully';
export const NOT_YOUR_CARD = 'This card is not one of your saved cards.';

/** Makes one of the caller's saved cards (at their card provider customer) the default one. */
export const updateCard: OperationHandler<'updateCard'> = async (input, { db }) => {
  const caller = signedIn(input);
  const user = await db
    .selectFrom('users')
    .select('card_paymentid')
    .where('id', '=', caller.id)
    .executeTakeFirstOrThrow();
  const card = user.card_paymentid ? await findCard(db, user.card_paymentid, input.body.card_id) : undefined;
  if (!card) return { status: 'no', message: NOT_YOUR_CARD };
  await db.updateTable('users').set({ default_card_id: card.id }).where('id', '=', caller.id).execute();
  return { status: 'yes', message: CARD_SELECTED };
};
