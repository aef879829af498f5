import { tokenAtom } from '@storefront/features/auth';
import { createRoute, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import { parseListingSearch } from './listingSearch';
import { contentRoutes } from './contentRoutes';
import { paymentRoutes } from './paymentRoutes';
import { rootRoute } from './rootRoute';
import { loadOrNotFound } from './loadOrNotFound';
import { lotViewParams } from './routeParams';
import { loginSearch } from './signInRedirect';

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: parseListingSearch,
  component: lazyRouteComponent(() => import('../routes/HomePage'), 'HomePage'),
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: { chromeless: true },
  validateSearch: loginSearch,
  // With a stored token the login page sends the buyer home (spec 000 §4).
  beforeLoad: ({ context }) => {
    if (context.store.get(tokenAtom)) throw redirect({ to: '/', replace: true });
  },
  component: lazyRouteComponent(() => import('../routes/LoginPage'), 'LoginPage'),
});

const autoLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/autologin/$login_email',
  staticData: { chromeless: true },
  component: lazyRouteComponent(() => import('../routes/AutoLoginPage'), 'AutoLoginPage'),
});

const autoLoginDashedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auto-login/$login_email',
  staticData: { chromeless: true },
  component: lazyRouteComponent(() => import('../routes/AutoLoginPage'), 'AutoLoginPage'),
});

export const timedLotRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/timedlotView/$lotof/$id/$userId',
  params: {
    parse: lotViewParams,
    stringify: (params) => ({ lotof: String(params.lotof), id: String(params.id), userId: String(params.userId) }),
  },
  loader: async ({ context, params }) => {
    if (params.id === 0) throw notFound();
    return loadOrNotFound(() =>
      context.queryClient.ensureQueryData(context.api.queries.getProductDetails({ body: { product_id: params.id } })),
    );
  },
  component: lazyRouteComponent(() => import('../routes/TimedLotPage'), 'TimedLotPage'),
});

export const routeTree = rootRoute.addChildren([
  homeRoute,
  loginRoute,
  autoLoginRoute,
  autoLoginDashedRoute,
  timedLotRoute,
  ...contentRoutes,
  ...paymentRoutes,
]);
