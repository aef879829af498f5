import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Which side wrote each chat message, the buyer or the store's staff: buyers' and sub-admins' ids come from different
 * tables and collide, so from_id and to_id alone cannot say whose conversation a message is. Existing rows are
 * kept: a message is the staff's when only that reading fits (a sub-admin to a buyer), else the buyer's, since
 * buyers could write only to staff.
 */
export const chatSides: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('chat_messages')
      .addColumn('sender', 'text', (column) => column.check(sql`sender in ('buyer', 'staff')`))
      .execute();
    await sql`
      update chat_messages set sender = case
        when from_id in (select id from sub_admins) and to_id in (select id from users)
          and not (from_id in (select id from users) and to_id in (select id from sub_admins))
        then 'staff' else 'buyer' end
    `.execute(db);
    await db.schema
      .alterTable('chat_messages')
      .alterColumn('sender', (column) => column.setNotNull())
      .execute();
    await db.schema.dropIndex('chat_messages_by_pair').execute();
    await db.schema
      .createIndex('chat_messages_by_buyer')
      .on('chat_messages')
      .expression(sql`(case when sender = 'buyer' then from_id else to_id end), id`)
      .execute();
  },
};
