import type { OperationQueries } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { useQuery, type QueryClient } from '@tanstack/react-query';

/** The store whose details the storefront shows: the first the domain serves (getStores). */
export function useStoreDetails() {
  const { queries } = useApi();
  const stores = useQuery(queries.getStores());
  const storeId = stores.data?.response[0]?.id;
  const details = useQuery({
    ...queries.getStoreDetails({ body: { store_id: storeId ?? 0 } }),
    enabled: storeId !== undefined,
  });
  return {
    data: details.data?.data,
    isPending: stores.isPending || (storeId !== undefined && details.isPending),
    error: stores.error ?? details.error,
    noStore: stores.isSuccess && storeId === undefined,
  };
}

/** For a route loader: the stores, then the first store's details, in the keys the page reads. */
export async function ensureStoreDetails(queryClient: QueryClient, queries: OperationQueries) {
  const stores = await queryClient.ensureQueryData(queries.getStores());
  const storeId = stores.response[0]?.id;
  if (storeId !== undefined)
    await queryClient.ensureQueryData(queries.getStoreDetails({ body: { store_id: storeId } }));
}
