import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** Daily prices, oldest first (getMetalPriceHistory): the sparklines, and the strip's prices until a live one comes. */
export function useMetalPriceHistory() {
  const { queries } = useApi();
  return useQuery({ ...queries.getMetalPriceHistory({ body: {} }), staleTime: 3600_000 });
}
