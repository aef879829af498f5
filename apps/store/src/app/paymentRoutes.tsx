import { sessionUserAtom } from '@storefront/features/auth';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazyPage';
import { importUntilLoaded } from './chunkLoading';
import { checkoutSearch, type CheckoutSearch } from './checkoutSearch';
import { idParam } from './routeParams';
import type { RouterContext } from './routerContext';
import { rootRoute } from './rootRoute';
import { noSearch, signInFirst } from './routeGuards';
import { parsedSearchOnly } from './parsedSearchOnly';

const savedCardsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Dashboard/Paymenttabs',
  validateSearch: noSearch,
  beforeLoad: signInFirst,
  loader: async ({ context }) => {
    const customerId = context.store.get(sessionUserAtom)?.card_paymentid;
    if (!customerId) return;
    // The card provider's client loads with the page that talks to it, not with every page.
    const { cardProvider, savedCardsQuery } = await importUntilLoaded(() => import('./cardProvider'));
    await context.queryClient.ensureQueryData(savedCardsQuery(cardProvider, customerId));
  },
  component: lazyPage(() => import('../routes/SavedCardsPage'), 'SavedCardsPage'),
});

const bankDetailsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Dashboard/bankDetails',
  validateSearch: noSearch,
  beforeLoad: signInFirst,
  loader: async ({ context }) => {
    const user = context.store.get(sessionUserAtom);
    const stores = await context.queryClient.ensureQueryData(context.api.queries.getStores());
    if (!user) return;
    await context.queryClient.ensureQueryData(
      context.api.queries.getBankDetails({
        body: { site_id: stores.response[0]?.site_id ?? '', user_id: user.id, email: user.email },
      }),
    );
  },
  component: lazyPage(() => import('../routes/BankDetailsPage'), 'BankDetailsPage'),
});

const invoiceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Invoice/$id',
  params: {
    // An id that names nothing is 0, which the server answers as 'Invoice not Found'.
    parse: (raw: Record<string, string>) => ({ id: idParam(raw['id']) ?? 0 }),
    stringify: (params: { id: number }) => ({ id: String(params.id) }),
  },
  validateSearch: noSearch,
  beforeLoad: signInFirst,
  // A missing or someone else's invoice is the page's to answer ('Invoice not Found', back to the dashboard).
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery({
      ...context.api.queries.viewInvoice({ body: { id: params.id } }),
      retry: false,
    }),
  component: lazyPage(() => import('../routes/InvoicePage'), 'InvoicePage'),
});

const checkoutLoader = async ({ context, deps }: { context: RouterContext; deps: CheckoutSearch }) => {
  if (deps.id.length === 0) return;
  const { checkoutInit } = await importUntilLoaded(() => import('./checkoutRequests'));
  await Promise.all([
    // Invoices the buyer does not have are the page's to answer ('Invoice not Found', back to the dashboard).
    context.queryClient.prefetchQuery(context.api.queries.getCheckoutAuction(checkoutInit(deps.id))),
    context.queryClient.ensureQueryData(context.api.queries.getAllShippingAddresses()),
  ]);
};

const checkoutRouteSearch = parsedSearchOnly(checkoutSearch);

const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/Checkout',
  validateSearch: checkoutRouteSearch,
  beforeLoad: signInFirst,
  loaderDeps: ({ search }) => search,
  loader: checkoutLoader,
  component: lazyPage(() => import('../routes/CheckoutPage'), 'CheckoutPage'),
});

/** The spec's checkout variant (content not shown): the same checkout. */
const auctionCheckoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout/auction',
  validateSearch: checkoutRouteSearch,
  beforeLoad: signInFirst,
  loaderDeps: ({ search }) => search,
  loader: checkoutLoader,
  component: lazyPage(() => import('../routes/CheckoutPage'), 'AuctionCheckoutPage'),
});

/** The buyer's saved cards and banks, checkout and invoices. */
export const paymentRoutes = [
  savedCardsRoute,
  bankDetailsRoute,
  invoiceRoute,
  checkoutRoute,
  auctionCheckoutRoute,
] as const;
