import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import { RootLayout } from '../layout/RootLayout';
import { PagePending } from '../routes/PagePending';
import type { RouterContext } from './routerContext';

/**
 * The root every route hangs from: the shell, and the not-found, error and pending pages. The not-found and error
 * pages load when first needed, so no buyer downloads them with the shell.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('../routes/NotFoundPage'), 'NotFoundPage'),
  errorComponent: lazyRouteComponent(() => import('../routes/ErrorPage'), 'ErrorPage'),
  pendingComponent: PagePending,
});
