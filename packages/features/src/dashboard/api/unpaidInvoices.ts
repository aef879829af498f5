import type { DashboardLot } from '@storefront/api-client';

export interface UnpaidInvoices {
  /** How many won lots wait for payment. */
  lotCount: number;
  /** One id per common invoice, in the order the lots came. */
  invoiceIds: number[];
}

/** The won lots not yet paid, and the invoices that hold them: what the checkout button counts and carries. */
export function unpaidInvoices(rows: readonly DashboardLot[]): UnpaidInvoices {
  const unpaid = rows.filter((row) => row.paid !== 1 && row.common_invoice != null);
  return {
    lotCount: unpaid.length,
    invoiceIds: [...new Set(unpaid.map((row) => row.common_invoice as number))],
  };
}
