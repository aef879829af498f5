import { useApi } from '@storefront/api-client/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pastAuctionsBody, type PastAuctionsQuery } from '../state/requests';

/** One page of closed auctions (auctionSearch of type closed), most recent first. */
export function usePastAuctions(query: PastAuctionsQuery) {
  const { queries } = useApi();
  return useQuery({ ...queries.auctionSearch({ body: pastAuctionsBody(query) }), placeholderData: keepPreviousData });
}
