import type { Kysely } from 'kysely';
import type { DatabaseSchema, MailKind } from '../db/schema';

export interface Mail {
  kind: MailKind;
  userId: number | null;
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about, shown on /dev/outbox (never in the console: it may sign someone in). */
  link: string | null;
}

/** Where mail goes: an SMTP server, or (without one) the outbox table. */
export interface MailDelivery {
  deliver: (mail: Mail) => Promise<void>;
}

/** Mails a buyer can turn off in the notification settings, with their codes. */
export const noticeCodes = { watchlist: '1', bidSubmitted: '2', outbid: '3', won: '4' } as const;
export type NoticeKind = keyof typeof noticeCodes;

export interface Notice {
  kind: NoticeKind;
  userId: number;
  subject: string;
  text: string;
  link: string | null;
}

export interface Mailer {
  /** Account mail (activation, reset): always sent. */
  send: (mail: Mail) => Promise<void>;
  /** A notice, sent only to a buyer (never a house bidder) whose settings include its code; resolves whether it was sent. */
  notify: (notice: Notice) => Promise<boolean>;
}

export interface MailerOptions {
  db: Kysely<DatabaseSchema>;
  /** null: keep mail in the outbox table and announce each one. */
  smtp: MailDelivery | null;
  /** Called with one line per mail kept in the outbox (the console): who and what, never the body or the link. */
  announce: (line: string) => void;
}

export function createMailer({ db, smtp, announce }: MailerOptions): Mailer {
  const send = async (mail: Mail) => {
    if (smtp) return smtp.deliver(mail);
    await db
      .insertInto('mail_outbox')
      .values({
        user_id: mail.userId,
        kind: mail.kind,
        to_address: mail.to,
        subject: mail.subject,
        body: mail.text,
        link: mail.link,
      })
      .execute();
    announce(`Mail to ${mail.to}: ${mail.subject} (kept in the outbox)`);
  };

  const notify = async (notice: Notice) => {
    const recipient = await db
      .selectFrom('users')
      .innerJoin('notification_settings', 'notification_settings.user_id', 'users.id')
      .select(['users.email', 'notification_settings.email_settings'])
      .where('users.id', '=', notice.userId)
      .where('users.house_bidder', '=', 0)
      .executeTakeFirst();
    if (!recipient || !recipient.email_settings.split(',').includes(noticeCodes[notice.kind])) return false;
    await send({ ...notice, to: recipient.email });
    return true;
  };

  return { send, notify };
}
