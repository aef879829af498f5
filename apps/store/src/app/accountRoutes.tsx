import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazyPage';
import { activationSearch, changePasswordSearch } from './accountSearch';
import { rootRoute } from './rootRoute';
import { homeWhenSignedIn, signInFirst } from './routeGuards';
import { parsedSearchOnly } from './parsedSearchOnly';

const signupPage = lazyPage(() => import('../routes/SignupPage'), 'SignupPage');
const resetPage = lazyPage(() => import('../routes/ResetPasswordPage'), 'ResetPasswordPage');

const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  staticData: { chromeless: true },
  beforeLoad: homeWhenSignedIn,
  component: signupPage,
});

const cardDetailsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cardDetails',
  staticData: { chromeless: true },
  beforeLoad: homeWhenSignedIn,
  component: lazyPage(() => import('../routes/CardDetailsPage'), 'CardDetailsPage'),
});

const verifyUserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verifyUser',
  staticData: { chromeless: true },
  validateSearch: parsedSearchOnly(activationSearch),
  component: lazyPage(() => import('../routes/VerifyUserPage'), 'VerifyUserPage'),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/resetpassword',
  staticData: { chromeless: true },
  component: resetPage,
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login/forgot_password',
  staticData: { chromeless: true },
  component: resetPage,
});

const changePasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/change-password',
  staticData: { chromeless: true },
  validateSearch: parsedSearchOnly(changePasswordSearch),
  component: lazyPage(() => import('../routes/ChangePasswordPage'), 'ChangePasswordPage'),
});

const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Dashboard/Profile',
  beforeLoad: signInFirst,
  loader: ({ context }) => context.queryClient.ensureQueryData(context.api.queries.getUserProfileDetails()),
  component: lazyPage(() => import('../routes/ProfilePage'), 'ProfilePage'),
});

const notificationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Dashboard/Notification',
  beforeLoad: signInFirst,
  loader: ({ context }) => context.queryClient.ensureQueryData(context.api.queries.getNotification()),
  component: lazyPage(() => import('../routes/NotificationPage'), 'NotificationPage'),
});

/** Signup in two steps, activation, password reset, profile and notification settings (issue 14). */
export const accountRoutes = [
  signupRoute,
  cardDetailsRoute,
  verifyUserRoute,
  resetPasswordRoute,
  forgotPasswordRoute,
  changePasswordRoute,
  profileRoute,
  notificationRoute,
] as const;
