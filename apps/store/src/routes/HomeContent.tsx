import { NearScreen } from '@storefront/ui';
import { getRouteApi } from '@tanstack/react-router';
import { Suspense } from 'react';
import { HomeShowcase } from './HomeShowcase';
import { lazyPart } from '../app/lazyPart';
import { PagePending } from './PagePending';

// Its own chunk: the first screen (and its headline, the page's largest text) need not wait for the listing's code.
// Declared here rather than with the other parts so that it is a lazy part of home's own chunk (scripts/js-budget.mjs).
const LazyHomeBelowFold = lazyPart(() => import('./HomeBelowFold').then((part) => part.HomeBelowFold));

const route = getRouteApi('/');

/**
 * Everything home shows, loaded after the route's first paint: the first screen, then what lies below it once the
 * buyer comes near it. An address with a place in the listing (a page, a filter, a keyword) shows the listing at once.
 */
export function HomeContent() {
  const inTheListing = Object.keys(route.useSearch()).length > 0;
  const pending = <PagePending label="Loading the auctions" />;
  return (
    <>
      <HomeShowcase />
      <NearScreen placeholder={pending} eager={inTheListing}>
        <Suspense fallback={pending}>
          <LazyHomeBelowFold />
        </Suspense>
      </NearScreen>
    </>
  );
}
