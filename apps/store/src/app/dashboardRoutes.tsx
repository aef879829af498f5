import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazyPage';
import { importUntilLoaded } from './chunkLoading';
import type { DeskPath } from './deskLoaders';
import { rootRoute } from './rootRoute';
import { noSearch, signInFirst } from './routeGuards';

/**
 * A page of the buyer's desk: signed-in only (a visitor signs in first and comes back), no query values of its own,
 * its first page read by a loader that arrives with the desk (the shell carries only this).
 */
const deskRoute = <P extends DeskPath>(path: P, page: Parameters<typeof lazyPage>[0], name: string) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: noSearch,
    beforeLoad: signInFirst,
    loader: ({ context }) =>
      importUntilLoaded(() => import('./deskLoaders')).then((desk) => desk.loadDeskPage(path, context)),
    component: lazyPage(page, name),
  });

/** The buyer's desk: the dashboard's lists, the won auctions and the favourites (issue 16). */
export const dashboardRoutes = [
  deskRoute('/dashboard', () => import('../routes/DashboardPage'), 'DashboardPage'),
  deskRoute('/WonAuction', () => import('../routes/WonAuctionPage'), 'WonAuctionPage'),
  deskRoute('/Dashboard/FavouritesB', () => import('../routes/FavouritesPage'), 'FavouritesPage'),
] as const;
