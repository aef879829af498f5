import { formatMoney, type Cents } from '@storefront/domain';
import { useId } from 'react';
import { Button } from '../Button';
import * as styles from './Invoice.css';
import { InvoiceLines } from './InvoiceLines';
import { InvoiceParty } from './InvoiceParty';
import type { InvoiceParty as Party, InvoiceProduct } from './types';

export interface InvoiceProps {
  invoiceNumber: string;
  /** The seller's address. */
  from: Party;
  /** The buyer's shipping address. */
  to: Party;
  /** How the buyer paid, e.g. 'Card' or 'Bank (ACH)'. */
  paymentType: string;
  products: readonly InvoiceProduct[];
  grandTotalCents: Cents;
  /** Shows a Print button (hidden on paper); the page calls `window.print()`. */
  onPrint?: (() => void) | undefined;
}

/** A paid invoice: addresses, payment type, a table per lot, the grand total; prints black on white. */
export function Invoice({ invoiceNumber, from, to, paymentType, products, grandTotalCents, onPrint }: InvoiceProps) {
  const titleId = useId();
  return (
    <article className={styles.invoice} aria-labelledby={titleId} data-state="paid">
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          Invoice #{invoiceNumber}
        </h1>
        <p className={styles.status}>
          <span className={styles.statusLabel}>Status</span> <span className={styles.statusChip}>Paid</span>
        </p>
        {onPrint ? (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onPrint}>
              Print
            </Button>
          </div>
        ) : null}
      </header>
      <div className={styles.parties}>
        <InvoiceParty heading="From" party={from} />
        <InvoiceParty heading="To" party={to} />
        <div className={styles.block}>
          <h2 className={styles.blockHeading}>Payment Type</h2>
          <p>{paymentType}</p>
        </div>
      </div>
      <div className={styles.products}>
        {products.map((product) => (
          <InvoiceLines key={product.id} product={product} />
        ))}
      </div>
      <p className={styles.grandTotal}>
        <span>Grand Total</span>
        <span className={styles.grandTotalAmount}>{formatMoney(grandTotalCents)}</span>
      </p>
      <p className={styles.thanks}>Thank you for shopping with us !</p>
    </article>
  );
}
Invoice.displayName = 'Invoice';
