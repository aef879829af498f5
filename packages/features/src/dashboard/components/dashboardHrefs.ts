import type { DashboardLot } from '@storefront/api-client';

/** Where the dashboard links go: the app owns its routes and hands them in. */
export interface DashboardHrefs {
  lot: (row: DashboardLot) => string;
  invoice: (commonInvoice: number) => string;
  /** /Checkout with one id per common invoice. */
  checkout: (invoiceIds: readonly number[]) => string;
}
