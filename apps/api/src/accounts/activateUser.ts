import type { OperationHandler } from '../http/operationTypes';

/** The link of the activation mail: the account may sign in from now on. */
export const activateUser: OperationHandler<'activateUser'> = async ({ params }, { db, clock }) => {
  const activated = await db
    .updateTable('users')
    .set({ status: 'active', activated_at: clock() })
    .where('id', '=', params.userId)
    .where('status', '=', 'inactive')
    .returning('id')
    .executeTakeFirst();
  if (activated) return { success: 'yes', message: 'Your account is active. You can sign in now.' };
  const exists = await db.selectFrom('users').select('id').where('id', '=', params.userId).executeTakeFirst();
  return exists
    ? { success: 'yes', message: 'Your account is already active. You can sign in.' }
    : { success: 'no', message: 'No account matches this activation link.' };
};
