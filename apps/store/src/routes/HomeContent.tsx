import { Skeleton } from '@storefront/ui';
import { lazy, Suspense } from 'react';
import { HomeShowcase } from './HomeShowcase';

// Its own chunk: the first screen (and its headline, the page's largest text) need not wait for the listing's code.
const HomeBelowFold = lazy(() => import('./HomeBelowFold').then((module) => ({ default: module.HomeBelowFold })));

/** Everything home shows, loaded after the route's first paint: the first screen, then what lies below it. */
export function HomeContent() {
  return (
    <>
      <HomeShowcase />
      <Suspense
        fallback={
          <Skeleton.Root label="Loading the auctions">
            <Skeleton.Line width="40%" size="large" />
            <Skeleton.Block ratio="landscape" width="min(100%, 32rem)" />
          </Skeleton.Root>
        }
      >
        <HomeBelowFold />
      </Suspense>
    </>
  );
}
