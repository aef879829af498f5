import { sql } from 'kysely';

/** The buyer of a chat message's conversation, whichever side wrote it (the expression chat_messages_by_buyer keeps). */
export const buyerOf = sql<number>`(case when sender = 'buyer' then from_id else to_id end)`;

/** The sub-admin of a chat message's conversation, whichever side wrote it. */
export const staffOf = sql<number>`(case when sender = 'buyer' then to_id else from_id end)`;
