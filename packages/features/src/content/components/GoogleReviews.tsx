import { EmptyState, sprinkles } from '@storefront/ui';

/**
 * The About page's 'Google Reviews' section. The store's API carries no Google reviews, so it shows the spec's
 * empty state rather than reviews from elsewhere.
 */
export function GoogleReviews() {
  return (
    <section aria-label="Google Reviews" className={sprinkles({ display: 'grid', gap: 'medium' })}>
      <h2>Google Reviews</h2>
      <EmptyState kind="reviews" />
    </section>
  );
}
