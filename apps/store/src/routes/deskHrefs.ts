import type { DashboardHrefs } from '@storefront/features/dashboard';
import { lotHref } from '../app/lotHref';

/** The desk's links to the store's routes, for this buyer. */
export const deskHrefs = (buyerId: number): DashboardHrefs => ({
  lot: (row) => lotHref(row, buyerId),
  invoice: (commonInvoice) => `/Invoice/${commonInvoice}`,
  checkout: (invoiceIds) => `/Checkout?${invoiceIds.map((id) => `id=${id}`).join('&')}`,
});
