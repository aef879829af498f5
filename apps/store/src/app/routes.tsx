import { tokenAtom } from '@storefront/features/auth';
import { accountRoutes } from './accountRoutes';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { contentRoutes } from './contentRoutes';
import { catalogRoutes } from './catalogRoutes';
import { paymentRoutes } from './paymentRoutes';
import { dashboardRoutes } from './dashboardRoutes';
import { rootRoute } from './rootRoute';
import { lotRoutes } from './lotRoutes';
import { loginSearch } from './signInRedirect';

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

export const routeTree = rootRoute.addChildren([
  ...catalogRoutes,
  loginRoute,
  autoLoginRoute,
  autoLoginDashedRoute,
  ...lotRoutes,
  ...contentRoutes,
  ...accountRoutes,
  ...paymentRoutes,
  ...dashboardRoutes,
]);
