import { signedIn } from '../accounts/signedIn';
import type { OperationHandler } from '../http/operationTypes';
import { chatRecipientProblem } from './chatRecipients';
import { chatMessageOf, storeChatMessage } from './storeChatMessage';

export const NOT_YOUR_MESSAGE = 'You can only send messages as yourself.';

const HISTORY_LIMIT = 500;

/** get_chathistory: the private conversation between the caller and chat_id, oldest first. */
export const getChatHistory: OperationHandler<'getChatHistory'> = async (input, { db }) => {
  const me = signedIn(input).id;
  const other = input.body.chat_id;
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('pro_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('from_id', '=', me), eb('to_id', '=', other)]),
        eb.and([eb('from_id', '=', other), eb('to_id', '=', me)]),
      ]),
    )
    .orderBy('id')
    .limit(HISTORY_LIMIT)
    .execute();
  return { status: 'yes', data: rows.map((row) => chatMessageOf(row)) };
};

/** get_product_messages: the caller's messages about a lot, sent or received, oldest first. */
export const getProductMessages: OperationHandler<'getProductMessages'> = async (input, { db }) => {
  const me = signedIn(input).id;
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('pro_id', '=', input.body.pid)
    .where((eb) => eb.or([eb('from_id', '=', me), eb('to_id', '=', me)]))
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
