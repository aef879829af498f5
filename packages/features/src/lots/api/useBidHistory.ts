import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/** A lot's bid history (getBidDetails), read when the Bid History opens and again whenever the bid count moves. */
export function useBidHistory(product_id: number, open: boolean, bidCount: number) {
  const { queries } = useApi();
  const history = useQuery({ ...queries.getBidDetails({ body: { product_id } }), enabled: open, staleTime: 0 });
  const { refetch } = history;
  useEffect(() => {
    if (open) void refetch();
  }, [open, bidCount, refetch]);
  return history;
}
