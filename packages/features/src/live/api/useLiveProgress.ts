import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** Closed and total lots (getLiveAuctionPercentage), read again whenever the block moves on. */
export function useLiveProgress(auctionid: number) {
  const { queries } = useApi();
  return useQuery(queries.getLiveAuctionPercentage({ body: { auctionid } }));
}
