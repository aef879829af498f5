import { useApi } from '@storefront/api-client/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';

/** The lot page's read (getProductDetails), under the one key realtime messages are written into. */
export function useLot(product_id: number) {
  const { queries } = useApi();
  return useSuspenseQuery(queries.getProductDetails({ body: { product_id } }));
}

/** The same read for a lot opened on top of a page (the drawer): its loading and failure stay inside it. */
export function useLotQuery(product_id: number) {
  const { queries } = useApi();
  return useQuery(queries.getProductDetails({ body: { product_id } }));
}
