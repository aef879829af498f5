import { passwordChangeSchema } from '@storefront/domain';
import type { OperationHandler } from '../http/operationTypes';
import { formProblem } from './formProblem';
import { hashPassword, passwordMatches } from './passwords';
import { recordSignIn, signInAllowed, TOO_MANY_ATTEMPTS } from './signInLimits';
import { signedIn } from './signedIn';
import { findUserById } from './users';

export const WRONG_CURRENT_PASSWORD = 'Your Current Password is incorrect.';

/**
 * The profile's password change, with the spec's messages (packages/domain). A wrong current password counts as a
 * failed sign-in, so a stolen token cannot be used to guess the password.
 */
export const updatePasswordInProfile: OperationHandler<'updatePasswordInProfile'> = async (input, { db, clock }) => {
  const caller = signedIn(input);
  const form = passwordChangeSchema.safeParse(input.body);
  if (!form.success) return { status: 'no', message: formProblem(form.error) };

  const user = await findUserById(db, caller.id);
  if (!user) return { status: 'no', message: WRONG_CURRENT_PASSWORD };
  const attempt = { email: user.email, address: input.address, now: clock() };
  if (!(await signInAllowed(db, attempt))) return { status: 'no', message: TOO_MANY_ATTEMPTS };
  const matches = await passwordMatches(form.data.current_password, user.password_hash);
  await recordSignIn(db, { ...attempt, succeeded: matches });
  if (!matches) return { status: 'no', message: WRONG_CURRENT_PASSWORD };

  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(form.data.new_password) })
    .where('id', '=', caller.id)
    .execute();
  return { status: 'yes', message: 'Password Updated Successfully' };
};
