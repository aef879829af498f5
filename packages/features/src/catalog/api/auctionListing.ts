import type { Api } from '@storefront/api-client/react';
import { useApi } from '@storefront/api-client/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, dropEmpty, type ListingQuery } from '../state/listingQuery';

/** The home listing's request (listAuctions): the URL's view in the API's filter body. */
export function auctionListingBody(query: ListingQuery) {
  return dropEmpty({
    is_auction: 1 as const,
    page: query.page ?? 1,
    sh_limit: query.limit ?? DEFAULT_PAGE_SIZE,
    orderby: query.orderby ?? DEFAULT_SORT,
    timed_live: query.timed_live,
    cat_id: query.cat_id,
    condition: query.condition,
    from_date_io: query.from_date_io,
    to_date_io: query.to_date_io,
  });
}

export const auctionListingQuery = (queries: Api['queries'], query: ListingQuery) =>
  queries.listAuctions({ body: auctionListingBody(query) });

/** One page of the home listing; the page shown stays while the next loads. */
export function useAuctionListing(query: ListingQuery) {
  const { queries } = useApi();
  return useQuery({ ...auctionListingQuery(queries, query), placeholderData: keepPreviousData });
}
