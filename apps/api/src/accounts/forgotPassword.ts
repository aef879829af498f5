import { createHash, randomBytes } from 'node:crypto';
import type { OperationHandler } from '../http/operationTypes';
import { passwordResetMail } from '../mail/messages';
import { findUserByEmail } from './users';

export const RESET_LINK_MINUTES = 60;
/** Reset mails per account within the link's lifetime, so the address cannot be flooded. */
const RESET_MAILS_PER_HOUR = 3;

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Mails a single-use link to choose a new password; only the token's hash is kept. */
export const forgotPassword: OperationHandler<'forgotPassword'> = async ({ body }, { db, clock, links, mailer }) => {
  const user = await findUserByEmail(db, body.email);
  if (!user) return { success: 'no', message: 'No account uses this e-mail address.' };

  const now = clock();
  const recent = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', user.id)
    .where('created_at', '>', new Date(now.getTime() - RESET_LINK_MINUTES * 60_000))
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= RESET_MAILS_PER_HOUR) {
    return { success: 'no', message: 'We have sent several reset links already. Please check your e-mail.' };
  }

  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_resets')
    .values({
      token_hash: hashResetToken(token),
      user_id: user.id,
      expires_at: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
      created_at: now,
    })
    .execute();
  await mailer.send(passwordResetMail(user, links.passwordReset(token), RESET_LINK_MINUTES));
  return { success: 'yes', message: 'Reset Link sent to Mail' };
};
