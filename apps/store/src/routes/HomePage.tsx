import { Suspense } from 'react';
import { lazyPart } from '../app/lazyPart';
import { PagePending } from './PagePending';
import * as styles from './HomePage.css';

// The page's content loads after the route's first paint, to keep home within the JavaScript budget.
const HomeContent = lazyPart(() => import('./HomeContent').then((module) => module.HomeContent));

/** Home: the metal prices, banners, headline and auctions carousel, the listing with its filters, Our Reviews and the contact form. */
export function HomePage() {
  return (
    <div className={styles.page}>
      <Suspense fallback={<PagePending />}>
        <HomeContent />
      </Suspense>
    </div>
  );
}
