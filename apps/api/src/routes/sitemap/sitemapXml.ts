import { escapeHtml } from '../../http/escapeHtml';

/** The protocol's limit: at most 50,000 addresses in one sitemap file. */
export const SITEMAP_URLS_PER_FILE = 50_000;

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Where the `part`th file (from 1) of a sitemap split in several is served. */
export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

/** A sitemap file listing these absolute addresses (escaped as XML requires). */
export const urlSet = (urls: readonly string[]) =>
  `${XML}<urlset xmlns="${NAMESPACE}">\n${urls.map((url) => `<url><loc>${escapeHtml(url)}</loc></url>\n`).join('')}</urlset>\n`;

/** A sitemap index naming the files of a sitemap too large for one. */
export const sitemapIndex = (files: readonly string[]) =>
  `${XML}<sitemapindex xmlns="${NAMESPACE}">\n${files.map((file) => `<sitemap><loc>${escapeHtml(file)}</loc></sitemap>\n`).join('')}</sitemapindex>\n`;

/** The addresses in files of at most `perFile` each. */
export function sitemapParts<T>(urls: readonly T[], perFile: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < urls.length; start += perFile) parts.push(urls.slice(start, start + perFile));
  return parts;
}
