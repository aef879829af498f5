import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { fromLoopback } from '../mail/devOutbox';

const here = dirname(fileURLToPath(import.meta.url));
const socketClientDir = dirname(createRequire(import.meta.url).resolve('socket.io-client/package.json'));

const files: Record<string, { path: string; type: string }> = {
  '/dev/broadcast': { path: join(here, 'broadcaster/broadcaster.html'), type: 'text/html; charset=utf-8' },
  '/dev/broadcast/broadcaster.js': {
    path: join(here, 'broadcaster/broadcaster.js'),
    type: 'text/javascript; charset=utf-8',
  },
  '/dev/broadcast/broadcaster.css': {
    path: join(here, 'broadcaster/broadcaster.css'),
    type: 'text/css; charset=utf-8',
  },
  '/dev/broadcast/socket.io.js': {
    path: join(socketClientDir, 'dist/socket.io.esm.min.js'),
    type: 'text/javascript; charset=utf-8',
  },
};

/**
 * GET /dev/broadcast: the seller's broadcaster for the demo, a page that streams the camera (or a test pattern) to a
 * live auction's room once given the seller key. A development page (DEV_PAGES=on, never in production), for callers
 * on this machine only, like /dev/outbox.
 */
export function registerDevBroadcaster(app: FastifyInstance) {
  for (const [url, file] of Object.entries(files)) {
    app.get(url, async (request, reply) => {
      if (!fromLoopback(request)) return reply.callNotFound();
      return reply.type(file.type).send(await readFile(file.path));
    });
  }
}
