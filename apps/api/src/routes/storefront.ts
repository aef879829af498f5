import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Built } from '../catalog/cache/catalogCache';
import type { StoreSettings } from '../config';
import type { MetadataPage } from './metadata/readPageMetadata';
import type { TimedMetadata } from './metadata/pageMetadata';
import { storefrontPages } from './storefrontPages';

/** Vite's output under assets/ carries a content hash in its name: a new build makes new names. */
const HASHED = /[\\/]assets[\\/]/;
const FOREVER = 'public, max-age=31536000, immutable';
/** The page and the files of public/ keep their names across builds: the browser asks again each time. */
const REVALIDATE = 'no-cache';

interface EncodedPage {
  etag: string;
  identity: string;
  br: () => Buffer;
  gzip: () => Buffer;
}

/** A page's encodings, each made once when first asked for and kept with the page: a few kilobytes each. */
function encodePage(html: string): EncodedPage {
  const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    etag,
    identity: html,
    br: () => (br ??= brotliCompressSync(html)),
    gzip: () => (gzip ??= gzipSync(html, { level: 9 })),
  };
}

/** Where the pages that carry metadata get it (metadata/readPageMetadata.ts), and where their pages are kept. */
export interface PageMetadataSource {
  pageOf: (pathname: string) => MetadataPage | null;
  keyOf: (page: MetadataPage) => string;
  read: (page: MetadataPage) => Promise<TimedMetadata | null>;
  /** The catalog cache's read: a page is kept until the catalog changes or its metadata's time passes. */
  keep: (<T>(key: string, build: () => Promise<Built<T>>) => Promise<T>) | null;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: EncodedPage, found = true) {
  reply.header('cache-control', REVALIDATE).header('vary', 'accept-encoding');
  reply.type('text/html; charset=utf-8');
  if (!found) reply.code(404);
  else if (request.headers['if-none-match'] === page.etag) return reply.header('etag', page.etag).code(304).send();
  else reply.header('etag', page.etag);
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br());
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip());
  return reply.send(page.identity);
}

/** Whether a request is for a page: a GET (or HEAD) that takes HTML, as browsers, crawlers and link previews ask. */
function wantsPage(request: FastifyRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built storefront. Paths that are not files get the page (index.html, with the preloads of the route the
 * path names and, for a lot, an auction or the home page, the metadata `metadata` reads for it: storefrontPages.ts) so
 * the client router can render them; a path no route takes gets it with 404 (the app shows its not-found page;
 * crawlers and link checkers read the status); requests that take no HTML get a JSON 404. The build's compressed
 * copies (.br, .gz) go to browsers that accept them; hashed assets are cached for a year.
 */
export async function registerStorefront(
  app: FastifyInstance,
  storeDir: string,
  settings: StoreSettings,
  metadata: PageMetadataSource | null = null,
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
  const described = async (pathname: string) => {
    const page = metadata?.pageOf(pathname);
    if (!metadata || !page) return pages.page(pathname);
    const build = async () => {
      const found = await metadata.read(page);
      return { value: pages.page(pathname, found?.metadata), until: found?.until ?? null };
    };
    return metadata.keep ? metadata.keep(metadata.keyOf(page), build) : (await build()).value;
  };
  // The page goes out without its metadata when it cannot be read: the app shows the heading once it has started.
  const served = (pathname: string) =>
    described(pathname).catch((error: unknown) => {
      app.log.error({ err: error }, "the page's metadata could not be read");
      return pages.page(pathname);
    });
  app.get('/', async (request, reply) => sendPage(request, reply, await served('/')));
  app.setNotFoundHandler(async (request, reply) => {
    if (wantsPage(request)) {
      const pathname = request.url.split(/[?#]/)[0] ?? '/';
      return sendPage(request, reply, await served(pathname), pages.isRoute(pathname));
    }
    return reply.code(404).send({ status: 'no', message: `No route for ${request.method} ${request.url}` });
  });
}
