import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { RootLayout } from '../layout/RootLayout';
import { HomePage } from '../routes/HomePage';
import { NotFoundPage } from '../routes/NotFoundPage';
import { parseListingSearch } from './listingSearch';

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: parseListingSearch,
  component: HomePage,
});

const routeTree = rootRoute.addChildren([homeRoute]);

export function createStoreRouter() {
  const router = createRouter({ routeTree, defaultPreload: 'intent' });
  // The spec: the page scrolls to the top on every route change.
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (pathChanged) window.scrollTo({ top: 0, left: 0 });
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createStoreRouter>;
  }
}
