import { Suspense } from 'react';
import { HomeShowcase } from './HomeShowcase';
import { lazyPart } from '../app/lazyPart';
import { PagePending } from './PagePending';

// Its own chunk: the first screen (and its headline, the page's largest text) need not wait for the listing's code.
// Declared here rather than with the other parts so that it is a lazy part of home's own chunk (scripts/js-budget.mjs).
const LazyHomeBelowFold = lazyPart(() => import('./HomeBelowFold').then((part) => part.HomeBelowFold));

/** Everything home shows, loaded after the route's first paint: the first screen, then what lies below it. */
export function HomeContent() {
  return (
    <>
      <HomeShowcase />
      <Suspense fallback={<PagePending label="Loading the auctions" />}>
        <LazyHomeBelowFold />
      </Suspense>
    </>
  );
}
