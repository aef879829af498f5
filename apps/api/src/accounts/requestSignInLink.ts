import { SIGN_IN_LINK_SENT } from '@storefront/domain';
import type { OperationHandler } from '../http/operationTypes';
import { signInLinkMail } from '../mail/signInLinkMail';
import { findUserByEmail } from './users';

export const TOO_MANY_SIGN_IN_LINKS = 'We have sent several sign-in links already. Please check your e-mail.';
/** Links per account per hour, so nobody can flood a buyer's inbox. */
const LINKS_PER_HOUR = 3;

/** Mails a registered, activated buyer a signed, single-use autologin link. */
export const requestSignInLink: OperationHandler<'requestSignInLink'> = async (
  { body },
  { db, clock, links, mailer, tokens },
) => {
  const user = await findUserByEmail(db, body.email);
  if (!user || user.status !== 'active') return { status: 'yes', message: SIGN_IN_LINK_SENT };

  const since = new Date(clock().getTime() - 60 * 60_000);
  const recent = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', user.id)
    .where('kind', '=', 'signInLink')
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= LINKS_PER_HOUR) return { status: 'no', message: TOO_MANY_SIGN_IN_LINKS };

  const token = await tokens.autologin(user.id, user.token_version);
  await mailer.send(signInLinkMail(user, links.autologin(token)));
  return { status: 'yes', message: SIGN_IN_LINK_SENT };
};
