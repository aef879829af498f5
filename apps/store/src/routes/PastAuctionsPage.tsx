import { PastAuctions } from '@storefront/features/catalog';
import { getRouteApi } from '@tanstack/react-router';

const route = getRouteApi('/past_auctions');

/** /past_auctions: closed auctions, 10 to a page, searchable from the header. */
export function PastAuctionsPage() {
  const query = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <PastAuctions
      query={query}
      onQueryChange={(next, options) => void navigate({ search: next, replace: options?.replace === true })}
    />
  );
}
