import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** One paid invoice of the buyer (view-invoice); a missing or someone else's invoice is refused. */
export function useInvoice(id: number) {
  const { queries } = useApi();
  return useQuery({ ...queries.viewInvoice({ body: { id } }), retry: false });
}
