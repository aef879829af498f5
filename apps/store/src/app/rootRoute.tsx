import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '../layout/RootLayout';
import { ErrorPage } from '../routes/ErrorPage';
import { NotFoundPage } from '../routes/NotFoundPage';
import { PagePending } from '../routes/PagePending';
import type { RouterContext } from './routerContext';

/**
 * The root every route hangs from: the shell, and the not-found, error and pending pages. They ship with the shell:
 * the router loads them with every route, and a lazy one would fail (and reload the page) while the server is down.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
  pendingComponent: PagePending,
});
