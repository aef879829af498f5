import { unauthorized } from '../http/errors';
import type { OperationHandler } from '../http/operationTypes';
import { isSellerKey } from '../seller/sellerKey';
import { NO_SUCH_LOT } from './chatRecipients';
import { chatMessageOf, insertChatMessage } from './storeChatMessage';

export const NOT_STAFF = 'Only the store’s sub-admins can write from the store.';
export const NO_SUCH_BUYER = 'There is no buyer with this id.';

/** What the store's answers in a buyer's product chat are stored as, as the buyer's own questions are. */
const PRODUCT_CHAT_TYPE = 'product';

/**
 * sellerapi/chatMessage: one of the store's sub-admins (the seller key proves the store) writes to a buyer, in private
 * chat or, with pro_id, in the buyer's product chat about that lot; the message is stored and sent as chatmessages to
 * that buyer's open pages only, as a buyer's own message goes to their tabs. It is stored as the staff's: sub-admins'
 * and buyers' ids collide.
 */
export const sendStaffMessage: OperationHandler<'sendStaffMessage'> = async (input, services) => {
  if (!isSellerKey(input.headers['seller-key'], services.sellerKey)) throw unauthorized('The seller key is wrong.');
  const { from_id, to_id, message, pro_id } = input.body;
  const staff = await services.db
    .selectFrom('sub_admins')
    .select(['first_name', 'last_name'])
    .where('id', '=', from_id)
    .executeTakeFirst();
  if (!staff) return { status: 'no', message: NOT_STAFF };
  const buyer = await services.db.selectFrom('users').select('id').where('id', '=', to_id).executeTakeFirst();
  if (!buyer) return { status: 'no', message: NO_SUCH_BUYER };
  if (pro_id !== undefined) {
    const lot = await services.db.selectFrom('lots').select('id').where('id', '=', pro_id).executeTakeFirst();
    if (!lot) return { status: 'no', message: NO_SUCH_LOT };
  }
  const row = await insertChatMessage(
    services,
    'staff',
    pro_id === undefined ? { from_id, to_id, message } : { from_id, to_id, message, pro_id, type: PRODUCT_CHAT_TYPE },
  );
  const data = chatMessageOf(row, `${staff.first_name} ${staff.last_name}`);
  services.realtime.send({ userId: to_id }, 'chatmessages', data);
  return { status: 'yes', data };
};
