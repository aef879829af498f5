import { lazy, Suspense } from 'react';
import { PagePending } from './PagePending';
import * as styles from './HomePage.css';

// The page's content loads after the route's first paint, to keep home within the JavaScript budget.
const HomeContent = lazy(() => import('./HomeContent').then((module) => ({ default: module.HomeContent })));

/** Home: the metal prices, banners, headline and auctions carousel, then the listing with its filters. */
export function HomePage() {
  return (
    <div className={styles.page}>
      <Suspense fallback={<PagePending />}>
        <HomeContent />
      </Suspense>
      {/* Our Reviews and the contact form (the content slice) come here, below the listing. */}
    </div>
  );
}
