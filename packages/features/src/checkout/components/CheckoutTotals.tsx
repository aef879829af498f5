import { formatMoney, type Invoice } from '@storefront/domain';
import * as styles from './checkout.css';

/** The amounts the buyer pays, line by line, exactly as the invoice will show them. */
export function CheckoutTotals({ totals }: { totals: Invoice }) {
  return (
    <dl className={styles.totals} aria-label="Totals">
      {totals.lines.map((line) => (
        <div key={line.key} className={styles.totalRow} data-line={line.key}>
          <dt>{line.label}</dt>
          <dd className={styles.totalAmount}>{formatMoney(line.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
