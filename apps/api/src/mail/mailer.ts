import { sql, type Kysely } from 'kysely';
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
  /** Notices as `notify` sends them, with one read of their recipients and one write to the outbox; whether each was sent. */
  notifyAll: (notices: readonly Notice[]) => Promise<boolean[]>;
}

export interface MailerOptions {
  db: Kysely<DatabaseSchema>;
  /** null: keep mail in the outbox table and announce each one. */
  smtp: MailDelivery | null;
  /** Called with one line per mail kept in the outbox (the console): who and what, never the body or the link. */
  announce: (line: string) => void;
  /** The line that ends every account mail: the store's name (STORE_NAME). */
  signature: string;
}

const outboxRow = (mail: Mail) => ({
  user_id: mail.userId,
  kind: mail.kind,
  to_address: mail.to,
  subject: mail.subject,
  body: mail.text,
  link: mail.link,
});

const announcement = (mail: Mail) => `Mail to ${mail.to}: ${mail.subject} (kept in the outbox)`;

export function createMailer({ db, smtp, announce, signature }: MailerOptions): Mailer {
  const send = async (unsigned: Mail) => {
    const mail = { ...unsigned, text: `${unsigned.text}\n\n${signature}` };
    if (smtp) return smtp.deliver(mail);
    await db.insertInto('mail_outbox').values(outboxRow(mail)).execute();
    announce(announcement(mail));
  };

  /** The notices' recipients who take them: a buyer, not a house bidder, whose settings include the notice's code. */
  const recipientsOf = async (notices: readonly Notice[]) => {
    const recipients = await db
      .selectFrom('users')
      .innerJoin('notification_settings', 'notification_settings.user_id', 'users.id')
      .select(['users.id', 'users.email', 'notification_settings.email_settings'])
      .where('users.id', 'in', [...new Set(notices.map((notice) => notice.userId))])
      .where('users.house_bidder', '=', 0)
      .execute();
    const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]));
    return notices.map((notice) => {
      const recipient = byId.get(notice.userId);
      return recipient?.email_settings.split(',').includes(noticeCodes[notice.kind]) ? recipient.email : null;
    });
  };

  /**
   * The notices kept in the outbox in one statement (one round trip to the database): the recipients' rules are
   * applied by the insert itself, which answers with the position and address of each notice it kept.
   */
  const keepInOutbox = async (notices: readonly Notice[]) => {
    const values = notices.map(
      (notice, position) =>
        sql`(${position}::int, ${notice.userId}::int, ${notice.kind}::text, ${noticeCodes[notice.kind]}::text, ${notice.subject}::text, ${notice.text}::text, ${notice.link}::text)`,
    );
    const { rows } = await sql<{ position: number; email: string }>`
      with notice (position, user_id, kind, code, subject, body, link) as (values ${sql.join(values)}),
      taken as (
        select notice.*, users.email from notice
        join users on users.id = notice.user_id and users.house_bidder = 0
        join notification_settings on notification_settings.user_id = users.id
        where notice.code = any(string_to_array(notification_settings.email_settings, ','))
      ),
      kept as (
        insert into mail_outbox (user_id, kind, to_address, subject, body, link)
        select user_id, kind, email, subject, body, link from taken order by position
      )
      select position, email from taken order by position`.execute(db);
    const addresses: (string | null)[] = notices.map(() => null);
    for (const row of rows) addresses[row.position] = row.email;
    return addresses;
  };

  const notifyAll = async (notices: readonly Notice[]) => {
    if (notices.length === 0) return [];
    const addresses = smtp ? await recipientsOf(notices) : await keepInOutbox(notices);
    const mails = notices.flatMap((notice, position) => {
      const to = addresses[position];
      return to ? [{ ...notice, to }] : [];
    });
    for (const mail of mails) {
      if (smtp) await smtp.deliver(mail);
      else announce(announcement(mail));
    }
    return addresses.map((address) => address !== null);
  };

  const notify = async (notice: Notice) => (await notifyAll([notice]))[0] ?? false;

  return { send, notify, notifyAll };
}
