import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { escapeHtml } from '../http/escapeHtml';

const SHOWN = 50;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/**
 * Whether the request comes from this machine itself: the socket's own peer (never a forwarded address), no proxy in
 * between (a proxy on this machine would make every visitor look local), and a loopback Host, so a page of another
 * site whose name was pointed at this machine (DNS rebinding) cannot read it from a local browser.
 */
export function fromLoopback(request: FastifyRequest) {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers['forwarded'] !== undefined;
  return (
    !forwarded && LOOPBACK.has(request.raw.socket.remoteAddress ?? '') && LOOPBACK_HOST.test(request.headers.host ?? '')
  );
}

/**
 * GET /dev/outbox: the latest mails of the outbox as a page, newest first, so someone trying the demo can open the
 * activation or reset link. Opt-in (DEV_PAGES=on, never in production) and only for callers on this machine; to
 * anyone else the page does not exist.
 */
export function registerDevOutbox(app: FastifyInstance, db: Kysely<DatabaseSchema>) {
  app.get('/dev/outbox', async (request, reply) => {
    if (!fromLoopback(request)) return reply.callNotFound();
    const mails = await db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(SHOWN).execute();
    const items = mails.map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p>To ${escapeHtml(mail.to_address)}, ${mail.created_at.toISOString()}</p>
  ${mail.link ? `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p>` : ''}
  <pre>${escapeHtml(mail.body)}</pre>
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
