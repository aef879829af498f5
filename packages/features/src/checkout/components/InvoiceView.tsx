import { INVOICE_NOT_FOUND } from '@storefront/domain';
import { Invoice, Skeleton } from '@storefront/ui';
import { useEffect } from 'react';
import { invoiceProps } from '../api/invoiceProducts';
import { useInvoice } from '../api/useInvoice';

export interface InvoiceViewProps {
  /** The invoice's common_invoice. */
  id: number;
  /** The signed-in buyer's name, for the To block. */
  buyerName: string;
  /** A missing invoice or someone else's: the page says 'Invoice not Found' and leaves. */
  onMissing: (message: string) => void;
}

/** A paid invoice from view-invoice, printable. */
export function InvoiceView({ id, buyerName, onMissing }: InvoiceViewProps) {
  const invoice = useInvoice(id);
  const missing = invoice.isError || (invoice.isSuccess && !invoice.data.invoice);

  useEffect(() => {
    if (missing) onMissing(INVOICE_NOT_FOUND);
  }, [missing, onMissing]);

  if (invoice.isPending) {
    return (
      <Skeleton.Root label="Loading invoice">
        <Skeleton.Block height="24rem" />
      </Skeleton.Root>
    );
  }
  if (!invoice.data?.invoice) return null;
  return <Invoice {...invoiceProps(id, invoice.data.invoice, buyerName)} onPrint={() => window.print()} />;
}
