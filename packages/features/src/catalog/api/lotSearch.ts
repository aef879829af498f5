import type { Api } from '@storefront/api-client/react';
import { useApi } from '@storefront/api-client/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, dropEmpty } from '../state/listingQuery';
import type { LotSearchQuery } from '../state/lotSearchQuery';

/** The lot search's request (searchLots): keyword, page, size and the lot search's filters. */
export function lotSearchBody(query: LotSearchQuery) {
  return dropEmpty({
    searchbar: query.search,
    page: query.page ?? 1,
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    orderby: query.orderby,
    cat_id: query.cat_id,
    sub_cat_id_multiple_io: query.sub_cat_id,
    auction_condition_new_io: query.conditions,
    from_price_io: query.from_price,
    to_price_io: query.to_price,
  });
}

export const lotSearchQuery = (queries: Api['queries'], query: LotSearchQuery) =>
  queries.searchLots({ body: lotSearchBody(query) });

/** One page of the lot search; the page shown stays while the next loads. */
export function useLotSearch(query: LotSearchQuery) {
  const { queries } = useApi();
  return useQuery({ ...lotSearchQuery(queries, query), placeholderData: keepPreviousData });
}
