import { sessionUserAtom } from '@storefront/features/auth';
import { createRoute, notFound } from '@tanstack/react-router';
import { lazyPage } from './lazyPage';
import { loadOrNotFound } from './loadOrNotFound';
import type { TitledPage } from './pageTitle';
import { DEFAULT_LOT_PAGE_SIZE, parseAuctionLotsSearch } from './lotSearchParams';
import { idParam } from './routeParams';
import { lotViewOptions } from './lotViewRoute';
import { rootRoute } from './rootRoute';
import type { RouterContext } from './routerContext';
import { parsedSearchOnly } from './parsedSearchOnly';

const auctionParams = {
  parse: (raw: Record<string, string>) => ({ id: idParam(raw['id']) ?? 0 }),
  stringify: (params: { id: number }) => ({ id: String(params.id) }),
};

/** The auction's head and the page of its lots the URL asks for, read before the page shows. */
async function loadAuctionLots(
  context: RouterContext,
  id: number,
  search: { page?: number; perPage?: number; search?: string },
): Promise<TitledPage> {
  if (id === 0) throw notFound();
  const userid = context.store.get(sessionUserAtom)?.id ?? 0;
  // Both calls go out together; the auction's head is awaited first so that an auction naming nothing is not-found.
  const lots = context.queryClient.ensureQueryData(
    context.api.queries.searchAuctionLots({
      // The body the lots slice's useAuctionLots sends for the same view, so the page finds the entry loaded.
      body: {
        lotof: id,
        page: search.page ?? 1,
        limit: search.perPage ?? DEFAULT_LOT_PAGE_SIZE,
        userid,
        ...(search.search ? { searchbar_with_lot_number: search.search } : {}),
      },
    }),
  );
  lots.catch(() => undefined);
  const auction = await loadOrNotFound(() =>
    context.queryClient.ensureQueryData(context.api.queries.getAuctionLotDetails({ body: { auctionid: id } })),
  );
  await lots;
  return { title: auction.data.auction_details.title };
}

const liveAuctionLotsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auction/$id',
  params: auctionParams,
  validateSearch: parsedSearchOnly(parseAuctionLotsSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadAuctionLots(context, params.id, deps),
  component: lazyPage(() => import('../routes/AuctionLotsPage'), 'LiveAuctionLotsPage'),
});

const timedAuctionLotsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auction/timed-auction/$id',
  params: auctionParams,
  validateSearch: parsedSearchOnly(parseAuctionLotsSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadAuctionLots(context, params.id, deps),
  component: lazyPage(() => import('../routes/AuctionLotsPage'), 'TimedAuctionLotsPage'),
});

const auctionSearchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search/product-buyer-auction/$id',
  params: auctionParams,
  validateSearch: parsedSearchOnly(parseAuctionLotsSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadAuctionLots(context, params.id, deps),
  component: lazyPage(() => import('../routes/AuctionLotsPage'), 'AuctionSearchLotsPage'),
});

const timedLotRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/timedlotView/$lotof/$id/$userId',
  ...lotViewOptions,
  component: lazyPage(() => import('../routes/TimedLotPage'), 'TimedLotPage'),
});

/** The auction side's lot pages: an auction's lots (live, timed, search variant) and the timed lot view. */
export const lotRoutes = [liveAuctionLotsRoute, timedAuctionLotsRoute, auctionSearchRoute, timedLotRoute] as const;
