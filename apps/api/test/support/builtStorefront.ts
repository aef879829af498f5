import { copyFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The storefront's own index.html (its placeholder, title and description), as the build starts from it. */
const INDEX_HTML = new URL('../../../store/index.html', import.meta.url);

/** Routes of the store's router whose pages the server describes (the build lists every route it has). */
export const DESCRIBED_ROUTES = [
  '/',
  '/auction/$id',
  '/auction/timed-auction/$id',
  '/search/product-buyer-auction/$id',
  '/livelots/$auctionId/$user_id',
  '/timedlotView/$lotof/$id/$userId',
  '/lotview/$lotof/$id/$userId',
  '/dashboard',
];

/** A folder standing in for the store's build: its index.html and the build's list of routes. */
export async function builtStorefront(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'storefront-built-'));
  await copyFile(INDEX_HTML, join(dir, 'index.html'));
  await writeFile(
    join(dir, 'route-preloads.json'),
    JSON.stringify(Object.fromEntries(DESCRIBED_ROUTES.map((route) => [route, []]))),
  );
  return dir;
}
