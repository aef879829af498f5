import type { OperationHandler } from '../http/operationTypes';
import { spendLink } from './usedLinks';

export const ACTIVATED = 'Your account is active. You can sign in now.';
export const ALREADY_ACTIVE = 'Your account is already active. You can sign in.';
export const BAD_ACTIVATION_LINK = 'This activation link is not valid, was already used or has expired.';

/**
 * The link of the activation mail: its userId segment is a signed, single-use, expiring value naming the account (a
 * bare user id activates nothing). The account may sign in from now on.
 */
export const activateUser: OperationHandler<'activateUser'> = async ({ params }, { db, clock, tokens }) => {
  const claims = await tokens.readActivation(params.userId);
  if (!claims) return { success: 'no', message: BAD_ACTIVATION_LINK };
  const user = await db.selectFrom('users').select('status').where('id', '=', claims.userId).executeTakeFirst();
  if (!user) return { success: 'no', message: BAD_ACTIVATION_LINK };
  if (user.status === 'active') return { success: 'yes', message: ALREADY_ACTIVE };
  if (!(await spendLink(db, claims, clock()))) return { success: 'no', message: BAD_ACTIVATION_LINK };
  await db
    .updateTable('users')
    .set({ status: 'active', activated_at: clock() })
    .where('id', '=', claims.userId)
    .execute();
  return { success: 'yes', message: ACTIVATED };
};
