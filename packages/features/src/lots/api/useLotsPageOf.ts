import type { Lot } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { findLotsPage } from './findLotsPage';
import { auctionLotsBody } from './useAuctionLots';

export interface LotsPageOfQuery {
  auctionId: number;
  lot: Pick<Lot, 'id' | 'date_closed'>;
  perPage: number;
  userid: number;
  /** How many lots the auction's lots page lists. */
  total: number;
  enabled: boolean;
}

/**
 * Which page of the auction's lots page holds the lot, for a lot view reached from elsewhere (search, the dashboard,
 * a shared link). Each page read is the lots page's own, so it is kept for the lot's neighbours.
 */
export function useLotsPageOf({ auctionId, lot, perPage, userid, total, enabled }: LotsPageOfQuery) {
  const { queries } = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['lotsPageOf', { auctionId, lotId: lot.id, date_closed: lot.date_closed, perPage, userid, total }],
    queryFn: () =>
      findLotsPage(lot, Math.ceil(total / perPage), async (page) => {
        const body = auctionLotsBody({ lotof: auctionId, page, limit: perPage, userid });
        return (await queryClient.ensureQueryData(queries.searchAuctionLots({ body }))).response.results;
      }),
    enabled,
    staleTime: Infinity,
  });
}
