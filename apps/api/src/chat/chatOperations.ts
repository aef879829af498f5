import { signedIn } from '../accounts/signedIn';
import type { OperationHandler } from '../http/operationTypes';
import { chatRecipientProblem } from './chatRecipients';
import { buyerOf, staffOf } from './conversation';
import { chatMessageOf, storeChatMessage } from './storeChatMessage';

export const NOT_YOUR_MESSAGE = 'You can only send messages as yourself.';

const HISTORY_LIMIT = 500;

/** get_chathistory: the caller's private conversation with the sub-admin chat_id, oldest first. */
export const getChatHistory: OperationHandler<'getChatHistory'> = async (input, { db }) => {
  const me = signedIn(input).id;
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('pro_id', 'is', null)
    .where(buyerOf, '=', me)
    .where(staffOf, '=', input.body.chat_id)
    .orderBy('id')
    .limit(HISTORY_LIMIT)
    .execute();
  return { status: 'yes', data: rows.map((row) => chatMessageOf(row)) };
};

/** get_product_messages: the caller's conversation with the store about a lot, both sides, oldest first. */
export const getProductMessages: OperationHandler<'getProductMessages'> = async (input, { db }) => {
  const me = signedIn(input).id;
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('pro_id', '=', input.body.pid)
    .where(buyerOf, '=', me)
    .orderBy('id')
    .limit(HISTORY_LIMIT)
    .execute();
  return { status: 'yes', data: rows.map((row) => chatMessageOf(row)) };
};

/** product_message: a message about a lot that exists, to the store's staff, stored and echoed to the buyer's tabs. */
export const sendProductMessage: OperationHandler<'sendProductMessage'> = async (input, services) => {
  const me = signedIn(input).id;
  const { body } = input;
  if (body.from_id !== me) return { status: 'no', message: NOT_YOUR_MESSAGE };
  const problem = await chatRecipientProblem(services.db, { to_id: body.to_id, pro_id: body.pro_id ?? null });
  if (problem) return { status: 'no', message: problem };
  const data = await storeChatMessage(services, body);
  return { status: 'yes', data };
};
