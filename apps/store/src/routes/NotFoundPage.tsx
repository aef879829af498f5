import { EmptyState } from '@storefront/ui';
import { Link } from '@tanstack/react-router';

/** An unknown route, auction or lot. */
export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <EmptyState
        title="The page you asked for does not exist or has moved."
        action={<Link to="/">Back to the auctions</Link>}
      />
    </section>
  );
}
