import { accountRoutes } from './accountRoutes';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazyPage';
import { contentRoutes } from './contentRoutes';
import { catalogRoutes } from './catalogRoutes';
import { paymentRoutes } from './paymentRoutes';
import { dashboardRoutes } from './dashboardRoutes';
import { rootRoute } from './rootRoute';
import { lotRoutes } from './lotRoutes';
import { liveRoutes } from './liveRoutes';
import { streamRoutes } from './streamRoutes';
import { loginSearch } from './signInRedirect';
import { homeWhenSignedIn } from './routeGuards';
import { parsedSearchOnly } from './parsedSearchOnly';

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: { chromeless: true },
  validateSearch: parsedSearchOnly(loginSearch),
  // With a stored token the login page sends the buyer home (spec 000 §4).
  beforeLoad: homeWhenSignedIn,
  component: lazyPage(() => import('../routes/LoginPage'), 'LoginPage'),
});

const autoLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/autologin/$login_email',
  staticData: { chromeless: true },
  component: lazyPage(() => import('../routes/AutoLoginPage'), 'AutoLoginPage'),
});

const autoLoginDashedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auto-login/$login_email',
  staticData: { chromeless: true },
  component: lazyPage(() => import('../routes/AutoLoginPage'), 'AutoLoginPage'),
});

export const routeTree = rootRoute.addChildren([
  ...catalogRoutes,
  loginRoute,
  autoLoginRoute,
  autoLoginDashedRoute,
  ...lotRoutes,
  ...liveRoutes,
  ...contentRoutes,
  ...accountRoutes,
  ...paymentRoutes,
  ...streamRoutes,
  ...dashboardRoutes,
]);
