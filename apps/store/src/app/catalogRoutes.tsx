import { auctionListingQuery, keywordLotsQuery, lotSearchQuery, pastAuctionsQuery } from '@storefront/features/catalog';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseListingSearch, parseLotSearch, parsePastAuctionsSearch } from './listingSearch';
import { rootRoute } from './rootRoute';

/*
 * The loaders read the search without loaderDeps on purpose: the first visit waits for its page of results, while a
 * change of filter, sort or page inside the listing renders at once (the controls answer the click) and the listing
 * keeps the page shown until the next one arrives.
 */

/** Home: the banner, the auctions carousel and the listing; a keyword in the query lists lots instead (spec 001 §2). */
const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: parseListingSearch,
  loader: async ({ context, location }) => {
    const { queryClient, api } = context;
    const query = parseListingSearch(location.search);
    if (query.search) await queryClient.ensureQueryData(keywordLotsQuery(api.queries, query));
    else await queryClient.ensureQueryData(auctionListingQuery(api.queries, query));
  },
  component: lazyRouteComponent(() => import('../routes/HomePage'), 'HomePage'),
});

const lotSearchRoute = (path: '/search' | '/lotsearch') =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: parseLotSearch,
    loader: ({ context, location }) =>
      context.queryClient.ensureQueryData(lotSearchQuery(context.api.queries, parseLotSearch(location.search))),
    component: lazyRouteComponent(() => import('../routes/LotSearchPage'), 'LotSearchPage'),
  });

const pastAuctionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/past_auctions',
  validateSearch: parsePastAuctionsSearch,
  loader: ({ context, location }) =>
    context.queryClient.ensureQueryData(pastAuctionsQuery(context.api.queries, parsePastAuctionsSearch(location.search))),
  component: lazyRouteComponent(() => import('../routes/PastAuctionsPage'), 'PastAuctionsPage'),
});

/** The catalog's routes: home, lot search (both spellings) and past auctions. */
export const catalogRoutes = [homeRoute, lotSearchRoute('/search'), lotSearchRoute('/lotsearch'), pastAuctionsRoute];
