import { useApi } from '@storefront/api-client/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface AuctionLotsQuery {
  lotof: number;
  page: number;
  limit: number;
  userid: number;
  searchbar_with_lot_number?: string | undefined;
}

/** The body of one page of an auction's lots (api/lotSearch), shared by the route's loader and the page. */
export const auctionLotsBody = ({ searchbar_with_lot_number, ...query }: AuctionLotsQuery) => ({
  ...query,
  ...(searchbar_with_lot_number ? { searchbar_with_lot_number } : {}),
});

/** One page of an auction's lots; the previous page stays on screen while the next one loads. */
export function useAuctionLots(query: AuctionLotsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const { queries } = useApi();
  return useQuery({
    ...queries.searchAuctionLots({ body: auctionLotsBody(query) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
