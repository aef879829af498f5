import { EmptyState, Skeleton } from '@storefront/ui';
import { useMemo } from 'react';
import { sanitizeStoreHtml } from '../api/sanitizeStoreHtml';
import { useStoreDetails } from '../api/useStoreDetails';

/** The store-provided terms (terms_condition), sanitized: a script or an event handler in them renders as nothing. */
export function StoreTerms() {
  const store = useStoreDetails();
  const html = useMemo(() => sanitizeStoreHtml(store.data?.terms_condition ?? ''), [store.data?.terms_condition]);
  if (store.error) {
    return <p role="alert">{store.error.message}</p>;
  }
  if (store.isPending) {
    return (
      <Skeleton.Root label="Loading the terms">
        <Skeleton.Stack>
          <Skeleton.Line width="40%" size="large" />
          <Skeleton.Line />
          <Skeleton.Line />
          <Skeleton.Line width="70%" />
        </Skeleton.Stack>
      </Skeleton.Root>
    );
  }
  if (html.trim() === '') return <EmptyState kind="data" />;
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
