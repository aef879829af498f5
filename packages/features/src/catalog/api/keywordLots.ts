import type { Api } from '@storefront/api-client/react';
import { useApi } from '@storefront/api-client/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_SORT, dropEmpty, KEYWORD_PAGE_SIZE, type ListingQuery } from '../state/listingQuery';

/** The home listing in search mode (searchLots): lots holding the keyword, with the listing's filters. */
export function keywordLotsBody(query: ListingQuery) {
  return dropEmpty({
    searchbar: query.search,
    page: query.page ?? 1,
    limit: query.limit ?? KEYWORD_PAGE_SIZE,
    sortBy: query.orderby ?? DEFAULT_SORT,
    timed_live: query.timed_live,
    cat_id: query.cat_id,
    condition: query.condition,
    from_date_io: query.from_date_io,
    to_date_io: query.to_date_io,
  });
}

export const keywordLotsQuery = (queries: Api['queries'], query: ListingQuery) =>
  queries.searchLots({ body: keywordLotsBody(query) });

/** One page of lots for the home listing's search mode. */
export function useKeywordLots(query: ListingQuery) {
  const { queries } = useApi();
  return useQuery({ ...keywordLotsQuery(queries, query), placeholderData: keepPreviousData });
}
