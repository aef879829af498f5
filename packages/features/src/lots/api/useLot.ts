import { useApi } from '@storefront/api-client/react';
import { useSuspenseQuery } from '@tanstack/react-query';

/** The lot page's read (getProductDetails), under the one key realtime messages are written into. */
export function useLot(product_id: number) {
  const { queries } = useApi();
  return useSuspenseQuery(queries.getProductDetails({ body: { product_id } }));
}
