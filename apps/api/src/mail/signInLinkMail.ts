import type { Mail } from './mailer';

/** The one-time sign-in link a buyer asked for on the login page. */
export function signInLinkMail(user: { id: number; email: string; first_name: string }, link: string): Mail {
  return {
    kind: 'signInLink',
    userId: user.id,
    to: user.email,
    subject: 'Your sign-in link',
    text:
      `Hello ${user.first_name},\n\nOpen this link to sign in. It works once and expires within a day:\n` +
      `${link}\n\nIf you did not ask for it, ignore this mail.`,
    link,
  };
}
