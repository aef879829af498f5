import type { OperationHandler } from '../http/operationTypes';
import { signedIn } from './signedIn';

/** The buyer's own e-mail notification settings (a row is made with every code on if it is missing). */
export const getNotification: OperationHandler<'getNotification'> = async (input, { db }) => {
  const caller = signedIn(input);
  const settings =
    (await db
      .selectFrom('notification_settings')
      .select(['id', 'email_settings'])
      .where('user_id', '=', caller.id)
      .executeTakeFirst()) ??
    (await db
      .insertInto('notification_settings')
      .values({ user_id: caller.id })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ user_id: caller.id }))
      .returning(['id', 'email_settings'])
      .executeTakeFirstOrThrow());
  return { status: 'yes', data: settings };
};

/** Saves the settings; notify_id must be the caller's own settings row. */
export const updateNotification: OperationHandler<'updateNotification'> = async (input, { db }) => {
  const caller = signedIn(input);
  const codes = [...new Set(input.body.email_settings.split(',').filter(Boolean))].sort();
  const saved = await db
    .updateTable('notification_settings')
    .set({ email_settings: codes.join(',') })
    .where('id', '=', input.body.notify_id)
    .where('user_id', '=', caller.id)
    .executeTakeFirst();
  return Number(saved.numUpdatedRows) === 1
    ? { status: 'yes', message: 'Notifications Updated Successfully' }
    : { status: 'no', message: 'These notification settings are not yours.' };
};
