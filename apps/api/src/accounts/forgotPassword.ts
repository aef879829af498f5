import { createHash, randomBytes } from 'node:crypto';
import { TOO_MANY_REQUESTS, withinAddressLimit } from '../http/addressLimit';
import type { OperationHandler } from '../http/operationTypes';
import { passwordResetMail } from '../mail/messages';
import { findUserByEmail } from './users';

export const RESET_LINK_MINUTES = 60;
/** Reset mails per account within the link's lifetime, so the address cannot be flooded. */
const RESET_MAILS_PER_HOUR = 3;

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const RESET_LINK_SENT = 'Reset Link sent to Mail';

/**
 * Mails a single-use link to choose a new password; only the token's hash is kept. The answer is the same whether or
 * not an account uses the address (the mail, or none, tells its owner), so it tells nobody who has an account.
 */
export const forgotPassword: OperationHandler<'forgotPassword'> = async (input, { db, clock, links, mailer }) => {
  const { body, address, clientAddress } = input;
  const now = clock();
  if (!(await withinAddressLimit(db, { kind: 'passwordReset', address, clientAddress, now }))) {
    return { success: 'no', message: TOO_MANY_REQUESTS };
  }
  const user = await findUserByEmail(db, body.email);
  if (!user) return { success: 'yes', message: RESET_LINK_SENT };

  const recent = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', user.id)
    .where('created_at', '>', new Date(now.getTime() - RESET_LINK_MINUTES * 60_000))
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= RESET_MAILS_PER_HOUR) return { success: 'yes', message: RESET_LINK_SENT };

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
  return { success: 'yes', message: RESET_LINK_SENT };
};
