import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

/**
 * The checkout lines of the invoices. City sales tax stays off: the payment is recorded without it, so the totals
 * shown are the ones charged.
 */
export const checkoutInit = (invoiceIds: readonly number[]) => ({
  body: { invoice_id: [...invoiceIds], city_sales_tax_enable: 0 as const },
});

export function useCheckoutLines(invoiceIds: readonly number[]) {
  const { queries } = useApi();
  return useQuery({ ...queries.getCheckoutAuction(checkoutInit(invoiceIds)), select: (answer) => answer.data });
}
