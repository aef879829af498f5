import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** The store's site id (getStores), which registrations and the room's presence carry. */
export function useSiteId() {
  const { queries } = useApi();
  return useQuery({ ...queries.getStores(), select: (answer) => answer.response[0]?.site_id ?? '' });
}
