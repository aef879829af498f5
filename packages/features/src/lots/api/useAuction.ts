import { useApi } from '@storefront/api-client/react';
import { useSuspenseQuery } from '@tanstack/react-query';

/** An auction's head (getAuctionLotDetails): title, dates, notes; auction messages are written into the same key. */
export function useAuction(auctionid: number) {
  const { queries } = useApi();
  return useSuspenseQuery(queries.getAuctionLotDetails({ body: { auctionid } }));
}
