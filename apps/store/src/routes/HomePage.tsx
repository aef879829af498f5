import { sessionUserAtom } from '@storefront/features/auth';
import { AuctionListing } from '@storefront/features/catalog';
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { lotHref } from '../app/lotHref';
import { useAskSignIn } from '../app/useAskSignIn';
import { SearchLotCard } from './SearchLotCard';
import * as styles from './HomePage.css';

const route = getRouteApi('/');
const HomeShowcase = lazy(() => import('./HomeShowcase').then((module) => ({ default: module.HomeShowcase })));

/** Home: the metal prices, banners, headline and auctions carousel, then the listing with its filters. */
export function HomePage() {
  const query = route.useSearch();
  const navigate = route.useNavigate();
  const buyerId = useAtomValue(sessionUserAtom)?.id ?? null;
  const askSignIn = useAskSignIn();

  return (
    <div className={styles.page}>
      <Suspense fallback={null}>
        <HomeShowcase />
      </Suspense>
      <AuctionListing
        query={query}
        onQueryChange={(next, options) =>
          void navigate({ search: next, replace: options?.replace === true, resetScroll: false })
        }
        userId={buyerId}
        lotHref={(lot) => lotHref(lot, buyerId)}
        renderLotCard={(lot) => <SearchLotCard lot={lot} buyerId={buyerId} onLogin={askSignIn} />}
      />
      {/* Our Reviews and the contact form (the content slice) come here, below the listing. */}
    </div>
  );
}
