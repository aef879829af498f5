import { useApi } from '@storefront/api-client/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListingQuery } from '../state/listingQuery';
import { keywordLotsBody } from '../state/requests';

/** One page of lots for the home listing's search mode (searchLots). */
export function useKeywordLots(query: ListingQuery) {
  const { queries } = useApi();
  return useQuery({ ...queries.searchLots({ body: keywordLotsBody(query) }), placeholderData: keepPreviousData });
}
