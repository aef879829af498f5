import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/openDatabase';

/** A drain that takes longer ends anyway, non-zero: a process manager would kill it soon after. */
const DRAIN_LIMIT_MS = 20_000;
/** While draining, connections that went idle after their last answer are closed this often. */
const SWEEP_MS = 100;

/**
 * SIGTERM (or Ctrl-C) drains: the server stops taking connections and answers new requests on open ones with 503, the
 * requests under way (a bid being decided) commit and answer, each with `Connection: close`, sockets close as a lost
 * transport (clients reconnect, through the proxy, to another process), then the database closes and the process
 * exits 0. Keep-alive connections are closed as soon as their answer is out, so a client that keeps one open does not
 * hold the drain until its timeout.
 */
export function registerDrain(app: FastifyInstance, database: Database) {
  let draining = false;
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  const drain = async (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    app.log.info({ signal }, 'draining: no new requests, answering those under way');
    setTimeout(() => {
      process.stderr.write(
        `The drain took longer than ${DRAIN_LIMIT_MS / 1000} s: exiting with requests unanswered.\n`,
      );
      process.exit(1);
    }, DRAIN_LIMIT_MS).unref();
    const sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
    await app.close();
    clearInterval(sweep);
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', drain);
  process.once('SIGTERM', drain);
}
