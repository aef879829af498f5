import { escapeHtml, jsonInScript } from '../../http/escapeHtml';
import type { PageMetadata } from './pageMetadata';

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The head's tags for those who read the page without running it: canonical link, Open Graph, Twitter card. */
function headTags(metadata: PageMetadata, siteName: string): string[] {
  const { canonical, image, price, facts } = metadata;
  const title = metadata.heading ?? metadata.title;
  return [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', metadata.type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', metadata.description),
    meta('property', 'og:url', canonical),
    ...(image ? [meta('property', 'og:image', image.url), meta('property', 'og:image:alt', image.alt)] : []),
    ...(price
      ? [
          meta('property', 'product:price:amount', price.amount.toFixed(2)),
          meta('property', 'product:price:currency', price.currency),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', metadata.description),
    ...(image ? [meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt)] : []),
    ...facts.flatMap((fact, index) => [
      meta('name', `twitter:label${index + 1}`, fact.label),
      meta('name', `twitter:data${index + 1}`, fact.data),
    ]),
  ];
}

/**
 * The page with its metadata written in, every value escaped: its title and description in place of the store's,
 * the other head tags at the head's end, and the structured data as a JSON-LD data block at the body's end (after
 * what paints first; nothing in it can end the block). Not run: the page's policy runs no inline script.
 */
export function withMetadata(html: string, metadata: PageMetadata, siteName: string): string {
  const title = `<title>${escapeHtml(metadata.title)}</title>`;
  const description = meta('name', 'description', metadata.description);
  const structuredData = `<script type="application/ld+json">${jsonInScript(metadata.structuredData)}</script>`;
  const withTitle = TITLE.test(html)
    ? html.replace(TITLE, () => title)
    : html.replace('</head>', () => `${title}</head>`);
  const described = DESCRIPTION.test(withTitle)
    ? withTitle.replace(DESCRIPTION, () => description)
    : withTitle.replace('</head>', () => `${description}</head>`);
  const headed = described.replace('</head>', () => `${headTags(metadata, siteName).join('')}</head>`);
  return headed.includes('</body>')
    ? headed.replace('</body>', () => `${structuredData}</body>`)
    : `${headed}${structuredData}`;
}
