import { Skeleton } from '@storefront/ui';

/** What a page shows while its data loads: the outline of a page, announced as loading. */
export function PagePending() {
  return (
    <Skeleton.Root label="Loading the page">
      <Skeleton.Line width="40%" size="large" />
      <Skeleton.Block ratio="landscape" width="min(100%, 32rem)" />
      <Skeleton.Line />
      <Skeleton.Line width="80%" />
    </Skeleton.Root>
  );
}
