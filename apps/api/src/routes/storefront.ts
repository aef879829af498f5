import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { StoreSettings } from '../config';
import { storefrontPages } from './storefrontPages';

/** Vite's output under assets/ carries a content hash in its name: a new build makes new names. */
const HASHED = /[\\/]assets[\\/]/;
const FOREVER = 'public, max-age=31536000, immutable';
/** The page and the files of public/ keep their names across builds: the browser asks again each time. */
const REVALIDATE = 'no-cache';

interface EncodedPage {
  etag: string;
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

/** A page's encodings, made once (storefrontPages keeps them): a few kilobytes each, one per route. */
function encodePage(html: string): EncodedPage {
  const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
  return { etag, identity: html, br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }) };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: EncodedPage, found = true) {
  reply.header('cache-control', REVALIDATE).header('vary', 'accept-encoding');
  reply.type('text/html; charset=utf-8');
  if (!found) reply.code(404);
  else if (request.headers['if-none-match'] === page.etag) return reply.header('etag', page.etag).code(304).send();
  else reply.header('etag', page.etag);
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}

/**
 * Serves the built storefront. Paths that are not files get the page (index.html, with the preloads of the route the
 * path names and the heading `headingOf` reads for it: storefrontPages.ts) so the client router can render them; a
 * path no route takes gets it with 404 (the app shows its not-found page; crawlers and link checkers read the status);
 * requests that do not accept HTML get a JSON 404. The build's compressed copies (.br, .gz) go to browsers that accept
 * them; hashed assets are cached for a year.
 */
export async function registerStorefront(
  app: FastifyInstance,
  storeDir: string,
  settings: StoreSettings,
  headingOf: (pathname: string) => Promise<string | null> = async () => null,
) {
  if (!existsSync(join(storeDir, 'index.html'))) {
    throw new Error(`The storefront is not built: ${storeDir}/index.html is missing (run \`npm start\`).`);
  }
  const pages = storefrontPages(storeDir, settings, encodePage);
  await app.register(fastifyStatic, {
    root: storeDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => void reply.header('cache-control', HASHED.test(path) ? FOREVER : REVALIDATE),
  });
  // The page goes out without its heading when the heading cannot be read: the app shows it once it has started.
  const headed = async (pathname: string) => {
    const heading = await headingOf(pathname).catch((error: unknown) => {
      app.log.error({ err: error }, 'the page heading could not be read');
      return null;
    });
    return pages.page(pathname, heading);
  };
  app.get('/', (request, reply) => sendPage(request, reply, pages.page('/')));
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) {
      const pathname = request.url.split(/[?#]/)[0] ?? '/';
      return sendPage(request, reply, await headed(pathname), pages.isRoute(pathname));
    }
    return reply.code(404).send({ status: 'no', message: `No route for ${request.method} ${request.url}` });
  });
}
