import type { Api } from '@storefront/api-client/react';
import { useApi } from '@storefront/api-client/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dropEmpty } from '../state/listingQuery';

/** Past auctions are listed 10 to a page (spec §9). */
export const PAST_AUCTIONS_PAGE_SIZE = 10;

export interface PastAuctionsQuery {
  page?: number | undefined;
  search?: string | undefined;
}

/** The past auctions' request (auctionSearch of type closed). */
export function pastAuctionsBody(query: PastAuctionsQuery) {
  return dropEmpty({
    type: 'closed' as const,
    page: query.page ?? 1,
    sh_limit: PAST_AUCTIONS_PAGE_SIZE,
    searchbar: query.search,
  });
}

export const pastAuctionsQuery = (queries: Api['queries'], query: PastAuctionsQuery) =>
  queries.auctionSearch({ body: pastAuctionsBody(query) });

/** One page of closed auctions, most recent first. */
export function usePastAuctions(query: PastAuctionsQuery) {
  const { queries } = useApi();
  return useQuery({ ...pastAuctionsQuery(queries, query), placeholderData: keepPreviousData });
}
