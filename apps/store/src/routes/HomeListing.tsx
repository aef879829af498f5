import { AuctionListing } from '@storefront/features/catalog';
import { getRouteApi } from '@tanstack/react-router';
import { useFoundLots } from './useFoundLots';

const route = getRouteApi('/');

/** The home listing, its view in the URL; in search mode the lots' cards bid, and open in the lot quick view. */
export function HomeListing() {
  const query = route.useSearch();
  const navigate = route.useNavigate();
  const found = useFoundLots();

  return (
    <>
      <AuctionListing
        query={query}
        onQueryChange={(next, options) =>
          void navigate({ search: next, replace: options?.replace === true, resetScroll: false })
        }
        {...found.listing}
      />
      {found.quickView}
    </>
  );
}
