import { formatMoney, invoice, type Cents, type InvoiceLineKey } from '@storefront/domain';
import * as styles from './BidControl.css';

export interface AllInPriceProps {
  /** The amount the lot would be knocked down at. */
  hammerCents: Cents;
  premiumPercent: number;
  /** null when the lot ships free or is collected. */
  shippingCents: Cents | null;
}

const RENAMED: Partial<Record<InvoiceLineKey, string>> = { amount: 'Hammer price', total: 'All-in price' };

/**
 * What winning at an amount costs: hammer + buyer's premium + shipping + the card transaction fee, as the domain's
 * invoice works it out (sales tax depends on the delivery address and is left to checkout).
 */
export function AllInPrice({ hammerCents, premiumPercent, shippingCents }: AllInPriceProps) {
  const { lines } = invoice({
    items: [{ amount: hammerCents, buyersPremiumPercent: premiumPercent, shipping: shippingCents }],
    payment: { method: 'card' },
  });

  return (
    <dl className={styles.allIn} aria-label="All-in price" data-part="all-in">
      {lines.map((line) => {
        const total = line.key === 'total';
        return (
          <div
            key={line.key}
            className={total ? styles.allInTotalRow : styles.allInRow}
            aria-live={total ? 'polite' : undefined}
            aria-atomic={total ? true : undefined}
          >
            <dt className={total ? styles.allInTotalLabel : styles.allInLabel}>{RENAMED[line.key] ?? line.label}</dt>
            <dd className={total ? styles.allInTotalValue : styles.allInValue}>{formatMoney(line.amount)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
AllInPrice.displayName = 'BidControl.AllInPrice';
