import { useApi } from '@storefront/api-client/react';
import { useQueries } from '@tanstack/react-query';

/**
 * Which of the invoices the buyer has paid already: view-invoice shows a paid invoice of the buyer and refuses any
 * other, so a checkout opened again after paying (a bookmark, the back button) says so instead of offering Pay.
 */
export function usePaidInvoices(invoiceIds: readonly number[]) {
  const { queries } = useApi();
  return useQueries({
    queries: invoiceIds.map((id) => ({ ...queries.viewInvoice({ body: { id } }), retry: false })),
    combine: (results) => ({
      paidIds: invoiceIds.filter((_, index) => results[index]?.isSuccess),
      isPending: results.some((result) => result.isPending),
    }),
  });
}
