import { passwordChangeSchema } from '@storefront/domain';
import { sql } from 'kysely';
import type { OperationHandler } from '../http/operationTypes';
import { formProblem } from './formProblem';
import { hashPassword, passwordMatches } from './passwords';
import { recordSignIn, signInAllowed, TOO_MANY_ATTEMPTS } from './signInLimits';
import { signedIn } from './signedIn';
import { findUserById } from './users';

export const WRONG_CURRENT_PASSWORD = 'Your Current Password is incorrect.';

/**
 * The profile's password change, with the spec's messages (packages/domain). A wrong current password counts as a
 * failed sign-in, so a stolen token cannot be used to guess the password. As after a reset, every session of the
 * account ends (its token version moves on) and its open sockets are disconnected: whoever held a copy of a token
 * loses it with the old password, and the buyer signs in again with the new one.
 */
export const updatePasswordInProfile: OperationHandler<'updatePasswordInProfile'> = async (
  input,
  { db, clock, realtime },
) => {
  const caller = signedIn(input);
  const form = passwordChangeSchema.safeParse(input.body);
  if (!form.success) return { status: 'no', message: formProblem(form.error) };

  const user = await findUserById(db, caller.id);
  if (!user) return { status: 'no', message: WRONG_CURRENT_PASSWORD };
  const attempt = { email: user.email, address: input.address, clientAddress: input.clientAddress, now: clock() };
  if (!(await signInAllowed(db, attempt))) return { status: 'no', message: TOO_MANY_ATTEMPTS };
  const matches = await passwordMatches(form.data.current_password, user.password_hash);
  await recordSignIn(db, { ...attempt, succeeded: matches });
  if (!matches) return { status: 'no', message: WRONG_CURRENT_PASSWORD };

  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(form.data.new_password), token_version: sql<number>`token_version + 1` })
    .where('id', '=', caller.id)
    .execute();
  realtime.disconnectUser(caller.id);
  return { status: 'yes', message: 'Password Updated Successfully' };
};
