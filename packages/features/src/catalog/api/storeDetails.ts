import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

const HOUR = 3600_000;

/** The store this storefront serves (getStores: the domain header names it; the first is the one shown). */
function useStoreId() {
  const { queries } = useApi();
  return useQuery({ ...queries.getStores(), staleTime: HOUR, select: (answer) => answer.response[0]?.id ?? null });
}

/** The store's details (getStoreDetails): banners, terms, categories, loaded once the store is known. */
export function useStoreDetails() {
  const { queries } = useApi();
  const storeId = useStoreId();
  const store_id = storeId.data ?? null;
  const details = useQuery({
    ...queries.getStoreDetails({ body: { store_id: store_id ?? 0 } }),
    staleTime: HOUR,
    enabled: store_id !== null,
  });
  return {
    data: details.data?.data,
    isPending: storeId.isPending || (store_id !== null && details.isPending),
    isError: storeId.isError || details.isError,
  };
}
