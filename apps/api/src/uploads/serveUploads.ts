import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mkdir } from 'node:fs/promises';
import { UPLOADS_PREFIX, type Uploads } from './uploads';

/** Serves stored uploads; names are random, so they can be cached for long. */
export async function serveUploads(app: FastifyInstance, uploads: Uploads) {
  await mkdir(uploads.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads.dir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    maxAge: '30d',
    immutable: true,
  });
}
