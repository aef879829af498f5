import { useApi } from '@storefront/api-client/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListingQuery } from '../state/listingQuery';
import { auctionListingBody } from '../state/requests';

/** One page of the home listing (listAuctions); the page shown stays while the next loads. */
export function useAuctionListing(query: ListingQuery) {
  const { queries } = useApi();
  return useQuery({ ...queries.listAuctions({ body: auctionListingBody(query) }), placeholderData: keepPreviousData });
}
