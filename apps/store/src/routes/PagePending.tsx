import { Skeleton } from '@storefront/ui';

/** What a page (or a part of one) shows while it loads: the outline of a page, announced as loading. */
export function PagePending({ label = 'Loading the page' }: { label?: string }) {
  return (
    <Skeleton.Root label={label}>
      <Skeleton.Line width="40%" size="large" />
      <Skeleton.Block ratio="landscape" width="min(100%, 32rem)" />
      <Skeleton.Line />
      <Skeleton.Line width="80%" />
    </Skeleton.Root>
  );
}
