import { useSessionProfile, useSignOut } from '@storefront/features/auth';
import { useHeaderSearch } from '@storefront/features/catalog';
import { Header, ImageHostProvider, LinkProvider, type HeaderMenuItem } from '@storefront/ui';
import { Outlet, useMatches, useNavigate, useRouterState } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { CarriedToast } from '../app/carriedToast';
import { lazyPart } from '../app/lazyPart';
import { RouterLink } from '../app/RouterLink';
import { storeIdentity } from '../app/storeIdentity';
import { useLoginHref } from '../app/useAskSignIn';
import * as styles from './RootLayout.css';
import { useHeaderCurrentPath } from './useHeaderCurrentPath';
import { ConnectionBanner } from './ConnectionBanner';

// Shown only to signed-in buyers: loaded after the first paint.
const StoreMenuSource = lazyPart(() => import('./StoreMenuSource').then((module) => module.StoreMenuSource));
const BuyerMobileBar = lazyPart(() => import('./BuyerMobileBar').then((module) => module.BuyerMobileBar));
// Below the first screen of every page: loaded after the first paint.
const StoreFooter = lazyPart(() => import('./StoreFooter').then((module) => module.StoreFooter));

/** The shell: header, footer and the mobile bar, except on the login, signup, reset, card and verify pages. */
export function RootLayout() {
  const chromeless = useMatches({ select: (matches) => matches.some((match) => match.staticData.chromeless) });

  return (
    <LinkProvider linkComponent={RouterLink}>
      {/* Pictures the API names by file are served by the API's own host (same origin here). */}
      <ImageHostProvider imageHost="">{chromeless ? <Outlet /> : <Shell />}</ImageHostProvider>
    </LinkProvider>
  );
}

const SEARCH_PAGES = new Set(['/lotsearch', '/search', '/past_auctions']);

/** The words of a search page's URL (`search`), which the header's box shows; none elsewhere. */
function headerSearchWords(location: { pathname: string; search: object }): string {
  if (!SEARCH_PAGES.has(location.pathname.toLowerCase())) return '';
  const words = (location.search as { search?: unknown }).search;
  return typeof words === 'string' || typeof words === 'number' ? String(words) : '';
}

function Shell() {
  const currentPath = useRouterState({ select: (state) => state.location.pathname });
  const user = useSessionProfile();
  const navigate = useNavigate();
  const signOut = useSignOut({ onSignedOut: () => void navigate({ to: '/login' }) });
  // On the past auctions page the header searches closed auctions and stays there; elsewhere it goes to /lotsearch.
  const onPastAuctions = currentPath.toLowerCase() === '/past_auctions';
  const searchWords = useRouterState({ select: (state) => headerSearchWords(state.location) });
  const loginHref = useLoginHref();
  const [storeMenu, setStoreMenu] = useState<HeaderMenuItem[]>([]);
  const headerPath = useHeaderCurrentPath();
  const headerSearch = useHeaderSearch({
    search: searchWords,
    scope: onPastAuctions ? 'auction' : 'lots',
    onSearch: (search) => void navigate({ to: onPastAuctions ? '/past_auctions' : '/lotsearch', search: { search } }),
  });
  return (
    <div className={styles.page}>
      <a
        className={styles.skipLink}
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to main content
      </a>
      <CarriedToast />
      <Suspense fallback={null}>
        <StoreMenuSource onMenu={setStoreMenu} />
      </Suspense>
      <Header
        storeName={storeIdentity.name}
        user={user}
        onLogout={signOut}
        storeMenu={storeMenu}
        currentPath={headerPath}
        hrefs={{ login: loginHref }}
        {...headerSearch}
      />
      <ConnectionBanner />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <StoreFooter currentPath={currentPath} />
      </Suspense>
      {user ? (
        <Suspense fallback={null}>
          <BuyerMobileBar currentPath={currentPath} />
        </Suspense>
      ) : null}
    </div>
  );
}
