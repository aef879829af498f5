import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** The store's site id, which the bank plugin's calls carry: the first store the domain serves (getStores). */
export function useSiteId() {
  const { queries } = useApi();
  return useQuery({ ...queries.getStores(), select: (answer) => answer.response[0]?.site_id ?? '' });
}
