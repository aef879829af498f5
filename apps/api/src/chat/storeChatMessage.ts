import type { components } from '@storefront/api-client';
import type { ChatSender } from '../db/schema';
import type { Services } from '../services';

type ChatMessage = components['schemas']['ChatMessage'];

export interface NewChatMessage {
  from_id: number;
  to_id: number;
  message: string;
  pro_id?: number | null;
  to_email?: string;
  type?: string;
}

/** Stores a chat message at the server's time, with the side that wrote it. */
export function insertChatMessage(services: Services, sender: ChatSender, input: NewChatMessage) {
  return services.db
    .insertInto('chat_messages')
    .values({
      sender,
      from_id: input.from_id,
      to_id: input.to_id,
      message: input.message,
      pro_id: input.pro_id ?? null,
      to_email: input.to_email ?? '',
      type: input.type ?? '',
      date_sent: services.clock(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Stores a buyer's message to the store's staff and sends it as chatmessages to the sender's own sockets (their
 * other tabs): its recipient is a sub-admin, whose id may also be a buyer's, so it never goes to another buyer's room.
 */
export async function storeChatMessage(services: Services, input: NewChatMessage): Promise<ChatMessage> {
  const row = await insertChatMessage(services, 'buyer', input);
  const sender = await services.db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', input.from_id)
    .executeTakeFirst();
  const message = chatMessageOf(row, sender ? `${sender.first_name} ${sender.last_name}` : undefined);
  services.realtime.send({ userId: input.from_id }, 'chatmessages', message);
  return message;
}

export function chatMessageOf(
  row: {
    sender: ChatSender;
    from_id: number;
    to_id: number;
    message: string;
    date_sent: Date;
    pro_id: number | null;
    to_email: string;
    type: string;
  },
  fromUser?: string,
): ChatMessage {
  const message: ChatMessage = {
    from_id: row.from_id,
    to_id: row.to_id,
    message: row.message,
    date_sent: row.date_sent.toISOString(),
    pro_id: row.pro_id,
    to_email: row.to_email,
    type: row.type,
    sender: row.sender,
  };
  if (fromUser !== undefined) message.from_user = fromUser;
  return message;
}
