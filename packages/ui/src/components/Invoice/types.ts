import type { InvoiceLine } from '@storefront/domain';

/** A postal address as the invoice prints it: a name, then one line per row. */
export interface InvoiceParty {
  readonly name: string;
  readonly lines: readonly string[];
}

/** One won lot on the invoice with its lines from the domain's `invoice()` (amount, premium, … total). */
export interface InvoiceProduct {
  readonly id: string;
  readonly title: string;
  /** The lot number (sku). */
  readonly lotNumber?: string | undefined;
  readonly lines: readonly InvoiceLine[];
}
