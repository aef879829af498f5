import type { Mail, Notice } from './mailer';

interface Recipient {
  id: number;
  email: string;
  first_name: string;
}

export function activationMail(user: Recipient, link: string): Mail {
  return {
    kind: 'activation',
    userId: user.id,
    to: user.email,
    subject: 'Activate your account',
    text: `Hello ${user.first_name},\n\nThanks for registering. Open this link to activate your account:\n${link}`,
    link,
  };
}

export function passwordResetMail(user: Recipient, link: string, validMinutes: number): Mail {
  return {
    kind: 'passwordReset',
    userId: user.id,
    to: user.email,
    subject: 'Reset your password',
    text:
      `Hello ${user.first_name},\n\nOpen this link within ${validMinutes} minutes to choose a new password:\n${link}\n\n` +
      'If you did not ask for it, ignore this mail; your password stays as it is.',
    link,
  };
}

interface LotNotice {
  userId: number;
  lotTitle: string;
  link: string;
}

export function watchlistNotice({ userId, lotTitle, link }: LotNotice): Notice {
  return {
    kind: 'watchlist',
    userId,
    subject: `Added to your favourites: ${lotTitle}`,
    text: `${lotTitle}\n${link}`,
    link,
  };
}

export function bidSubmittedNotice({ userId, lotTitle, link, amount }: LotNotice & { amount: string }): Notice {
  return {
    kind: 'bidSubmitted',
    userId,
    subject: `Bid submitted: ${lotTitle}`,
    text: `Your bid of ${amount} on ${lotTitle} was submitted.\n${link}`,
    link,
  };
}

export function outbidNotice({ userId, lotTitle, link }: LotNotice): Notice {
  return {
    kind: 'outbid',
    userId,
    subject: `You have been outbid: ${lotTitle}`,
    text: `Another bidder is now leading on ${lotTitle}.\n${link}`,
    link,
  };
}

export function wonNotice({ userId, lotTitle, link, amount }: LotNotice & { amount: string }): Notice {
  return {
    kind: 'won',
    userId,
    subject: `You won: ${lotTitle}`,
    text: `You won ${lotTitle} for ${amount}. Check out from your dashboard:\n${link}`,
    link,
  };
}
