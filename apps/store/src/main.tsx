import { RealtimeProvider } from '@storefront/api-client/realtime';
import { ApiProvider } from '@storefront/api-client/react';
import { themeClassName, ToastProvider } from '@storefront/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { importUntilLoaded } from './app/chunkLoading';
import { createPlatform } from './app/platform';
import { routeTree } from './app/routes';
import { pageTitle } from './app/pageTitle';
import { storeIdentity } from './app/storeIdentity';
import { stringifySearch } from './app/stringifySearch';
import { removeBootPlaceholderOnceRendered } from './bootstrap/bootPlaceholder';
import { clearCachesAndServiceWorkers } from './bootstrap/clearCaches';
import { ensureUserSession } from './bootstrap/userSession';
import { ErrorPage } from './routes/ErrorPage';

void clearCachesAndServiceWorkers();
ensureUserSession();
document.body.className = themeClassName;

// A call answering 401 has already dropped the token; the buyer signs in again and comes back here.
const platform = createPlatform({
  onUnauthorized: () =>
    void router.navigate({ to: '/login', search: { redirect: router.state.location.href }, replace: true }),
});
const { store, queryClient, api, transport } = platform;

const router = createRouter({
  routeTree,
  context: { queryClient, api, store },
  defaultPreload: 'intent',
  // Loaders read through the query cache, which decides freshness.
  defaultPreloadStaleTime: 0,
  defaultPendingMs: 300,
  // A page whose data failed shows its error in the page's place, inside the shell, so the buyer can still go elsewhere.
  defaultErrorComponent: ErrorPage,
  stringifySearch,
});

// The spec: the page scrolls to the top on every route change. The server titled the first page; a page the app moves
// to is titled as the server would title it (a lot's or auction's title, else the store's name).
router.subscribe('onResolved', ({ pathChanged, fromLocation }) => {
  if (!pathChanged) return;
  window.scrollTo({ top: 0, left: 0 });
  if (fromLocation) document.title = pageTitle(router.state.matches, storeIdentity.name);
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

removeBootPlaceholderOnceRendered(router);
// Nothing of the brand fonts' policy is needed before the first page: it loads after the entry.
void importUntilLoaded(() => import('./bootstrap/brandFonts')).then(({ addBrandFontsBetweenPages }) =>
  addBrandFontsBetweenPages(router, queryClient),
);

// The first render as a transition: React renders it in slices and lets the browser in between, rather than in one
// long task that holds up a phone's input (Lighthouse's total blocking time on the lots pages halved).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>
          <ApiProvider api={api}>
            <RealtimeProvider transport={transport}>
              <ToastProvider>
                <RouterProvider router={router} />
              </ToastProvider>
            </RealtimeProvider>
          </ApiProvider>
        </JotaiProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
