import { useApi } from '@storefront/api-client/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LotSearchQuery } from '../state/lotSearchQuery';
import { lotSearchBody } from '../state/requests';

/** One page of the lot search (searchLots); the page shown stays while the next loads. */
export function useLotSearch(query: LotSearchQuery) {
  const { queries } = useApi();
  return useQuery({ ...queries.searchLots({ body: lotSearchBody(query) }), placeholderData: keepPreviousData });
}
