import { dashboardInit } from '@storefront/features/dashboard';
import { favouritesInit } from '@storefront/features/favourites';
import type { RouterContext } from './routerContext';

/** The first page each desk route shows, read before it renders; loaded with the desk, not with every page. */
const firstPages = {
  '/dashboard': dashboardInit('bidactive', 1),
  '/WonAuction': dashboardInit('bidwon', 1),
  '/Dashboard/FavouritesB': favouritesInit(1),
} as const;

export type DeskPath = keyof typeof firstPages;

export function loadDeskPage(path: DeskPath, context: RouterContext) {
  return context.queryClient.ensureQueryData(context.api.queries.buyerDashboard(firstPages[path]));
}
