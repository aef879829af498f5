import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

const SHOWN = 50;

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * GET /dev/outbox: the latest mails of the outbox as a page, newest first, so someone trying the demo can open the
 * activation or reset link. Development only: never registered when NODE_ENV is production.
 */
export function registerDevOutbox(app: FastifyInstance, db: Kysely<DatabaseSchema>) {
  app.get('/dev/outbox', async (_request, reply) => {
    const mails = await db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(SHOWN).execute();
    const items = mails.map(
      (mail) => `<article>
  <h2>${escape(mail.subject)}</h2>
  <p>To ${escape(mail.to_address)}, ${mail.created_at.toISOString()}</p>
  ${mail.link ? `<p><a href="${escape(mail.link)}">${escape(mail.link)}</a></p>` : ''}
  <pre>${escape(mail.body)}</pre>
</article>`,
    );
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Outbox (development)</title></head>
<body>
<h1>Outbox (development)</h1>
<p>Mail the server would have sent. Set SMTP_URL to send it instead.</p>
${items.length > 0 ? items.join('\n') : '<p>No mail yet.</p>'}
</body>
</html>`);
  });
}
