import { auctionListingQuery, keywordLotsQuery, lotSearchQuery, pastAuctionsQuery } from '@storefront/features/catalog';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseListingSearch, parseLotSearch, parsePastAuctionsSearch } from './listingSearch';
import { rootRoute } from './rootRoute';

/** Home: the banner, the auctions carousel and the listing; a keyword in the query lists lots instead (spec 001 §2). */
const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: parseListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const { queryClient, api } = context;
    if (deps.search) await queryClient.ensureQueryData(keywordLotsQuery(api.queries, deps));
    else await queryClient.ensureQueryData(auctionListingQuery(api.queries, deps));
  },
  component: lazyRouteComponent(() => import('../routes/HomePage'), 'HomePage'),
});

const lotSearchRoute = (path: '/search' | '/lotsearch') =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: parseLotSearch,
    loaderDeps: ({ search }) => search,
    loader: ({ context, deps }) => context.queryClient.ensureQueryData(lotSearchQuery(context.api.queries, deps)),
    component: lazyRouteComponent(() => import('../routes/LotSearchPage'), 'LotSearchPage'),
  });

const pastAuctionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/past_auctions',
  validateSearch: parsePastAuctionsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(pastAuctionsQuery(context.api.queries, deps)),
  component: lazyRouteComponent(() => import('../routes/PastAuctionsPage'), 'PastAuctionsPage'),
});

/** The catalog's routes: home, lot search (both spellings) and past auctions. */
export const catalogRoutes = [homeRoute, lotSearchRoute('/search'), lotSearchRoute('/lotsearch'), pastAuctionsRoute];
