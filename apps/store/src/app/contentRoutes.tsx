import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazyPage';
import { importUntilLoaded } from './chunkLoading';
import { parseBuyNowSearch } from './buyNowSearch';
import { rootRoute } from './rootRoute';
import { noSearch, signInFirst } from './routeGuards';
import { parsedSearchOnly } from './parsedSearchOnly';

/** The content slice loads with the first content page, never with the home route (JavaScript budget). */
const contentSlice = () => importUntilLoaded(() => import('./contentRequests'));

const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contactus',
  validateSearch: noSearch,
  loader: async ({ context }) => {
    const { REVIEWS_INIT } = await contentSlice();
    return context.queryClient.ensureQueryData(context.api.queries.getReviews(REVIEWS_INIT));
  },
  component: lazyPage(() => import('../routes/ContactPage'), 'ContactPage'),
});

const consignmentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/inquires',
  validateSearch: noSearch,
  component: lazyPage(() => import('../routes/ConsignmentPage'), 'ConsignmentPage'),
});

const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/aboutus',
  validateSearch: noSearch,
  loader: async ({ context }) => {
    const { ensureStoreDetails, REVIEWS_INIT } = await contentSlice();
    return Promise.all([
      context.queryClient.ensureQueryData(context.api.queries.getReviews(REVIEWS_INIT)),
      ensureStoreDetails(context.queryClient, context.api.queries),
    ]);
  },
  component: lazyPage(() => import('../routes/AboutPage'), 'AboutPage'),
});

const allReviewsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/allreviews',
  validateSearch: noSearch,
  loader: async ({ context }) => {
    const { REVIEWS_INIT } = await contentSlice();
    return context.queryClient.ensureQueryData(context.api.queries.getReviews(REVIEWS_INIT));
  },
  component: lazyPage(() => import('../routes/AllReviewsPage'), 'AllReviewsPage'),
});

const buyNowRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/buynow',
  validateSearch: parsedSearchOnly(parseBuyNowSearch),
  component: lazyPage(() => import('../routes/BuyNowPage'), 'BuyNowPage'),
});

const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/TermsandConditions',
  validateSearch: noSearch,
  loader: async ({ context }) => {
    const { ensureStoreDetails } = await contentSlice();
    return ensureStoreDetails(context.queryClient, context.api.queries);
  },
  component: lazyPage(() => import('../routes/TermsPage'), 'TermsPage'),
});

const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Privacypolicy',
  validateSearch: noSearch,
  component: lazyPage(() => import('../routes/PrivacyPage'), 'PrivacyPage'),
});

const messagesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Dashboard/Message',
  validateSearch: noSearch,
  beforeLoad: signInFirst,
  loader: ({ context }) => context.queryClient.ensureQueryData(context.api.queries.listSubAdmins()),
  component: lazyPage(() => import('../routes/MessagePage'), 'MessagePage'),
});

/** The store's content pages (contact, consignment, about, reviews, buy now, terms, privacy) and private chat. */
export const contentRoutes = [
  contactRoute,
  consignmentRoute,
  aboutRoute,
  allReviewsRoute,
  buyNowRoute,
  termsRoute,
  privacyRoute,
  messagesRoute,
] as const;
