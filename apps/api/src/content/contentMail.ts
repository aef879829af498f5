import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { Mail } from '../mail/mailer';

/** A mail to the store's admin (the first sub-admin), or null when the store has none. */
export async function contactMail(
  db: Kysely<DatabaseSchema>,
  message: { subject: string; text: string },
): Promise<Mail | null> {
  const admin = await db.selectFrom('sub_admins').select('email').orderBy('id').executeTakeFirst();
  if (!admin) return null;
  return { kind: 'contact', userId: null, to: admin.email, subject: message.subject, text: message.text, link: null };
}
