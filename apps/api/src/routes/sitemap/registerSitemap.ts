import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '../../services';
import { robotsTxt } from './robotsTxt';
import { sitemapPaths } from './sitemapPaths';
import { SITEMAP_URLS_PER_FILE, sitemapIndex, sitemapPartPath, sitemapParts, urlSet } from './sitemapXml';

const SITEMAP_KEY = 'sitemap';
/** Crawlers may keep these for a short while; the catalog cache keeps the list itself until the catalog changes. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * /sitemap.xml (one file, or an index of /sitemap-N.xml files past `perFile` addresses) and /robots.txt naming it,
 * on the store's public address. The list is read through the catalog cache: kept until the catalog changes or the
 * next open lot closes.
 */
export function registerSitemap(app: FastifyInstance, services: Services, perFile = SITEMAP_URLS_PER_FILE) {
  const url = (path: string) => services.links.page(path);
  const parts = async () => {
    const build = async () => {
      const { paths, until } = await sitemapPaths(services.db, services.clock());
      return { value: sitemapParts(paths, perFile), until };
    };
    return services.catalogCache ? services.catalogCache.read(SITEMAP_KEY, build) : (await build()).value;
  };
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);

  app.get('/sitemap.xml', async (_request, reply) => {
    const files = await parts();
    if (files.length <= 1) return sendXml(reply, urlSet((files[0] ?? []).map(url)));
    return sendXml(reply, sitemapIndex(files.map((_, index) => url(sitemapPartPath(index + 1)))));
  });
  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', async (request, reply) => {
    const files = await parts();
    const part = /^[1-9]\d{0,5}$/.test(request.params.part) ? Number(request.params.part) : 0;
    const paths = files.length > 1 ? files[part - 1] : undefined;
    if (!paths) return reply.code(404).send({ status: 'no', message: `No sitemap file ${request.url}` });
    return sendXml(reply, urlSet(paths.map(url)));
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(url('/sitemap.xml'))),
  );
}
