import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Vite's output under assets/ carries a content hash in its name: a new build makes new names. */
const HASHED = /[\\/]assets[\\/]/;
const FOREVER = 'public, max-age=31536000, immutable';
/** The page and the files of public/ keep their names across builds: the browser asks again each time. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built storefront. Paths that are not files fall back to index.html so
 * the client router can render them; requests that do not accept HTML get a JSON 404.
 * The build's compressed copies (.br, .gz) go to browsers that accept them; hashed assets are cached for a year.
 */
export async function registerStorefront(app: FastifyInstance, storeDir: string) {
  if (!existsSync(join(storeDir, 'index.html'))) {
    throw new Error(`The storefront is not built: ${storeDir}/index.html is missing (run \`npm start\`).`);
  }
  await app.register(fastifyStatic, {
    root: storeDir,
    wildcard: false,
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => void reply.header('cache-control', HASHED.test(path) ? FOREVER : REVALIDATE),
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ status: 'no', message: `No route for ${request.method} ${request.url}` });
  });
}
