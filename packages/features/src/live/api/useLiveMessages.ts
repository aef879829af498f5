import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** The live feed so far (getLiveAuctionMessages); liveAuctionMsg appends to the same entry. */
export function useLiveMessages(auctionid: number) {
  const { queries } = useApi();
  return useQuery(queries.getLiveAuctionMessages({ body: { auctionid } }));
}
