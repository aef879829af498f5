import { getProductDetails } from '../../lots/getProductDetails';
import { searchAuctionLots } from '../../catalog/searchAuctionLots';
import type { Services } from '../../services';
import { PRODUCT_FOLDER } from '../../uploads/uploads';
import { auctionMetadata } from './auctionMetadata';
import { homeMetadata } from './homeMetadata';
import { lotMetadata } from './lotMetadata';
import type { MetadataContext, TimedMetadata } from './pageMetadata';
import { visitorAnswer } from './visitorAnswer';

/** How many of an auction's lots its structured data lists: its lots page's first page. */
export const LISTED_LOTS = 20;

/** The pages that carry metadata, by what their path names. Ids past nine digits name nothing the database keeps. */
export type MetadataPage =
  | { kind: 'home' }
  | { kind: 'lot'; view: string; lotof: number; id: number }
  | { kind: 'auction'; view: string; id: number };

const AUCTION_PAGES = /^\/(auction|auction\/timed-auction|search\/product-buyer-auction)\/(\d{1,9})\/?$/i;
const LIVE_ROOM = /^\/(livelots)\/(\d{1,9})\/[^/]+\/?$/i;
const LOT_PAGES = /^\/(timedlotview|lotview)\/(\d{1,9})\/(\d{1,9})\/[^/]+\/?$/i;

export function metadataPage(pathname: string): MetadataPage | null {
  if (pathname === '/') return { kind: 'home' };
  const lot = LOT_PAGES.exec(pathname);
  if (lot) return { kind: 'lot', view: lot[1]!.toLowerCase(), lotof: Number(lot[2]), id: Number(lot[3]) };
  const auction = AUCTION_PAGES.exec(pathname) ?? LIVE_ROOM.exec(pathname);
  return auction ? { kind: 'auction', view: auction[1]!.toLowerCase(), id: Number(auction[2]) } : null;
}

/** What a page's metadata is kept under: one entry per page and route, whichever buyer's id its path carries. */
export const metadataKey = (page: MetadataPage) =>
  page.kind === 'home'
    ? 'page /'
    : page.kind === 'lot'
      ? `page ${page.view} ${page.lotof} ${page.id}`
      : `page ${page.view} ${page.id}`;

export function metadataContext(services: Services): MetadataContext {
  const url = (path: string) => services.links.page(path);
  return {
    url,
    imageUrl: (file) =>
      url(/^(?:[a-z][a-z\d+.-]*:|\/)/i.test(file) ? file : services.uploads.url(`${PRODUCT_FOLDER}/${file}`)),
    store: services.store.store,
    storeAddress: services.storeAddress,
    now: services.clock(),
  };
}

/** A lot the catalog does not know is a refusal (400) of its call; other failures are the database's. */
const unknownIsNull = (error: unknown) => {
  if ((error as { statusCode?: number }).statusCode === 400) return null;
  throw error;
};

/**
 * The metadata of a page, read as a visitor's catalog answers show its lot or auction; null for a lot or auction the
 * catalog does not know (or a lot of another auction than the path's).
 */
export async function readPageMetadata(page: MetadataPage, services: Services): Promise<TimedMetadata | null> {
  const context = metadataContext(services);
  if (page.kind === 'home') return homeMetadata(context);
  if (page.kind === 'lot') {
    const answer = await visitorAnswer(getProductDetails, { product_id: page.id }, services).catch(unknownIsNull);
    return answer && answer.results.lotof === page.lotof ? lotMetadata(answer.results, context) : null;
  }
  const { response } = await visitorAnswer(
    searchAuctionLots,
    { lotof: page.id, page: 1, limit: LISTED_LOTS, userid: 0 },
    services,
  );
  const auction = response.auctionList?.[0];
  if (!auction) return null;
  return auctionMetadata(
    { auction, lots: response.results, total: response.total_results ?? 0, room: page.view === 'livelots' },
    context,
  );
}
