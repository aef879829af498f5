import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazyPage';
import { importUntilLoaded } from './chunkLoading';
import { parseListingSearch, parseLotSearch, parsePastAuctionsSearch } from './listingSearch';
import { rootRoute } from './rootRoute';
import { parsedSearchOnly } from './parsedSearchOnly';

/*
 * The loaders read the search without loaderDeps on purpose: the first visit waits for its page of results, while a
 * change of filter, sort or page inside the listing renders at once (the controls answer the click) and the listing
 * keeps the page shown until the next one arrives. The request bodies load with the loader, out of the first load.
 */

/** Home: the banner, the auctions carousel and the listing; a keyword in the query lists lots instead (spec 001 §2). */
const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: parsedSearchOnly(parseListingSearch),
  loader: async ({ context, location }) => {
    const { queryClient, api } = context;
    const { auctionListingBody, keywordLotsBody } = await importUntilLoaded(() => import('./catalogRequests'));
    const query = parseListingSearch(location.search);
    if (query.search) await queryClient.ensureQueryData(api.queries.searchLots({ body: keywordLotsBody(query) }));
    else await queryClient.ensureQueryData(api.queries.listAuctions({ body: auctionListingBody(query) }));
  },
  component: lazyPage(() => import('../routes/HomePage'), 'HomePage'),
});

const lotSearchRoute = (path: '/search' | '/lotsearch') =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: parsedSearchOnly(parseLotSearch),
    loader: async ({ context, location }) => {
      const { lotSearchBody } = await importUntilLoaded(() => import('./catalogRequests'));
      const body = lotSearchBody(parseLotSearch(location.search));
      return context.queryClient.ensureQueryData(context.api.queries.searchLots({ body }));
    },
    component: lazyPage(() => import('../routes/LotSearchPage'), 'LotSearchPage'),
  });

const pastAuctionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/past_auctions',
  validateSearch: parsedSearchOnly(parsePastAuctionsSearch),
  loader: async ({ context, location }) => {
    const { pastAuctionsBody } = await importUntilLoaded(() => import('./catalogRequests'));
    const body = pastAuctionsBody(parsePastAuctionsSearch(location.search));
    return context.queryClient.ensureQueryData(context.api.queries.auctionSearch({ body }));
  },
  component: lazyPage(() => import('../routes/PastAuctionsPage'), 'PastAuctionsPage'),
});

/** The catalog's routes: home, lot search (both spellings) and past auctions. */
export const catalogRoutes = [homeRoute, lotSearchRoute('/search'), lotSearchRoute('/lotsearch'), pastAuctionsRoute];
