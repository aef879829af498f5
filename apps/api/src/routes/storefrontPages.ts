import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoreSettings } from '../config';
import { escapeHtml } from '../http/escapeHtml';
import { withMetadata } from './metadata/metadataTags';
import type { PageMetadata } from './metadata/pageMetadata';
import { withStoreSettings } from './storeSettingsPage';

/**
 * Each route's first-render code, by route path as the store's router spells it (`/timedlotView/$lotof/$id/$userId`),
 * written by the store's build beside index.html (apps/store/build/routePreloads.ts).
 */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** A variant of index.html, made ready to send (encoded) on its first request and kept. */
interface PageVariant<Page> {
  html: string;
  ready?: Page;
}

interface RoutePage<Page> extends PageVariant<Page> {
  pattern: RegExp;
  literalSegments: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where index.html's placeholder outlines the page's heading, for the server to write the heading in its place. */
const HEADING_SLOT = '<div id="boot-heading" class="boot-line"></div>';

/** The router's path as a pattern: `$name` segments match any one segment; letter case aside, as the router does. */
function patternOf(path: string): { pattern: RegExp; literalSegments: number } {
  const segments = path.split('/').filter(Boolean);
  const source = segments.map((segment) => (segment.startsWith('$') ? '[^/]+' : escapeRegExp(segment))).join('/');
  return {
    pattern: new RegExp(`^/${source}/?$`, 'i'),
    literalSegments: segments.filter((segment) => !segment.startsWith('$')).length,
  };
}

/**
 * The page with `heading` where its placeholder outlined it; a function replaces, so a title's `$&` stays text. Not
 * marked up as a heading: the page's one `h1` is the app's, and the placeholder is a loading status.
 */
const withHeading = (html: string, heading: string, look: string) =>
  html.replace(HEADING_SLOT, () => `<div id="boot-heading" class="${look}">${escapeHtml(heading)}</div>`);

const readList = <T>(file: string): Record<string, T> =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, T>) : {};

const withPreloads = (html: string, files: string[]) =>
  html.replace(
    '</head>',
    `${files.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(file)}">`).join('')}</head>`,
  );

/**
 * The page the server sends for a path of the storefront: index.html, naming the code of the route the path belongs
 * to (modulepreload) when the build listed it, so the browser fetches that code at once instead of one import level
 * at a time after the app has started. At low priority: the app's own code and stylesheet come first, the route's
 * fill the time the app takes to start (at high priority they slowed the first paint on a slow connection). With
 * 150 ms of latency, 10 Mbit/s and a 4× slower processor a lot page's largest paint came about 0.4 s sooner, an
 * auction's 0.3 s. A build without the list, or a path of no route, gets index.html as it is. Each variant goes
 * through `prepare` once, on its first request. `pathname` comes without the query.
 *
 * With `metadata` (an auction's, a lot's or the home page's: metadata/readPageMetadata.ts), the page carries its title,
 * description, canonical address, Open Graph, Twitter card and structured data (metadata/metadataTags.ts), and the
 * placeholder shows the page's heading where it outlined it, in the heading's own type, from the first paint: on a slow
 * connection the buyer reads which lot or auction this is seconds before the app has its code and data, and the page's
 * largest paint is that heading. The home page has the store's headline (its settings) in the headline's type. Every
 * page carries the store's settings (storeSettingsPage.ts). A page with metadata is prepared on each call: its caller
 * keeps it (the catalog cache) for as long as what it says holds.
 */
export interface StorefrontPages<Page> {
  page(pathname: string, metadata?: PageMetadata | null): Page;
  /** Whether a route of the store's router takes the path; without the build's list of routes, every path may. */
  isRoute(pathname: string): boolean;
}

export function storefrontPages<Page>(
  storeDir: string,
  settings: StoreSettings,
  prepare: (html: string) => Page,
): StorefrontPages<Page> {
  const html = withStoreSettings(readFileSync(join(storeDir, 'index.html'), 'utf8'), settings);
  const listed = readList<string[]>(join(storeDir, ROUTE_PRELOADS_FILE));
  const headlines: Record<string, string> = { '/': settings.store.headline };
  const pageOf = (path: string, files: string[]) => {
    const headline = headlines[path];
    const page = withPreloads(html, files);
    return headline ? withHeading(page, headline, 'boot-title boot-headline') : page;
  };
  // The more literal segments, the more specific: `/auction/timed-auction/$id` before `/auction/$id`.
  const pages: RoutePage<Page>[] = Object.entries(listed)
    .map(([path, files]) => ({ ...patternOf(path), html: pageOf(path, files) }))
    .sort((a, b) => b.literalSegments - a.literalSegments);
  const plain: PageVariant<Page> = { html };
  const routeOf = (pathname: string) => pages.find((page) => page.pattern.test(pathname));
  const isRoute = (pathname: string) => pages.length === 0 || routeOf(pathname) !== undefined;
  const page = (pathname: string, metadata?: PageMetadata | null) => {
    const variant = routeOf(pathname) ?? plain;
    if (!metadata) return (variant.ready ??= prepare(variant.html));
    const described = withMetadata(variant.html, metadata, settings.store.name);
    return prepare(metadata.heading ? withHeading(described, metadata.heading, 'boot-title') : described);
  };
  return { page, isRoute };
}
