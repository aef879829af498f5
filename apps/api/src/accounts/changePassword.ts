import { newPasswordSchema } from '@storefront/domain';
import { sql } from 'kysely';
import type { OperationHandler } from '../http/operationTypes';
import { formProblem } from './formProblem';
import { hashResetToken } from './forgotPassword';
import { hashPassword } from './passwords';

export const BAD_RESET_LINK = 'This reset link is invalid, already used or expired. Please ask for a new one.';

/**
 * Sets a new password with the token of a reset link. The token is spent in the same statement that checks it, so
 * it works once even under concurrent calls; every session of the account ends (its token version moves on) and its
 * open sockets are disconnected. The new password meets the signup rules, as wherever a password is set.
 */
export const changePassword: OperationHandler<'changePassword'> = async ({ body }, { db, clock, realtime }) => {
  const form = newPasswordSchema.safeParse({ password: body.password, confirm_password: body.password });
  if (!form.success) return { success: 'no', message: formProblem(form.error) };
  const passwordHash = await hashPassword(body.password);
  const now = clock();
  const changed = await db.transaction().execute(async (trx) => {
    const reset = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', hashResetToken(body.user_token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!reset) return null;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, token_version: sql<number>`token_version + 1` })
      .where('id', '=', reset.user_id)
      .execute();
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', reset.user_id)
      .where('used_at', 'is', null)
      .execute();
    return reset.user_id;
  });
  if (changed === null) return { success: 'no', message: BAD_RESET_LINK };
  realtime.disconnectUser(changed);
  return { success: 'yes', message: 'Password Changed Successfully' };
};
