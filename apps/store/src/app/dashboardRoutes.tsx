import { tokenAtom } from '@storefront/features/auth';
import { createRoute, lazyRouteComponent, redirect, type ParsedLocation } from '@tanstack/react-router';
import type { RouterContext } from './routerContext';
import { rootRoute } from './rootRoute';

/** Pages without query values of their own drop whatever a link carried. */
const noSearch = (): Record<string, never> => ({});

/** The buyer's desk is theirs: a visitor signs in first and comes back here. */
const askSignIn = ({ context, location }: { context: RouterContext; location: ParsedLocation }) => {
  if (!context.store.get(tokenAtom)) throw redirect({ to: '/login', search: { redirect: location.href } });
};

const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  validateSearch: noSearch,
  beforeLoad: askSignIn,
  loader: async ({ context }) => {
    // The slice loads with the page, not with every page.
    const { dashboardInit } = await import('@storefront/features/dashboard');
    await context.queryClient.ensureQueryData(context.api.queries.buyerDashboard(dashboardInit('bidactive', 1)));
  },
  component: lazyRouteComponent(() => import('../routes/DashboardPage'), 'DashboardPage'),
});

const wonAuctionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/WonAuction',
  validateSearch: noSearch,
  beforeLoad: askSignIn,
  loader: async ({ context }) => {
    const { dashboardInit } = await import('@storefront/features/dashboard');
    await context.queryClient.ensureQueryData(context.api.queries.buyerDashboard(dashboardInit('bidwon', 1)));
  },
  component: lazyRouteComponent(() => import('../routes/WonAuctionPage'), 'WonAuctionPage'),
});

const favouritesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Dashboard/FavouritesB',
  validateSearch: noSearch,
  beforeLoad: askSignIn,
  loader: async ({ context }) => {
    const { favouritesInit } = await import('@storefront/features/favourites');
    await context.queryClient.ensureQueryData(context.api.queries.buyerDashboard(favouritesInit(1)));
  },
  component: lazyRouteComponent(() => import('../routes/FavouritesPage'), 'FavouritesPage'),
});

/** The buyer's desk: the dashboard's lists, the won auctions and the favourites (issue 16). */
export const dashboardRoutes = [dashboardRoute, wonAuctionRoute, favouritesRoute] as const;
