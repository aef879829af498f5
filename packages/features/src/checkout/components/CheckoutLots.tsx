import type { CheckoutLine } from '@storefront/api-client';
import { centsFromDollars, formatMoney } from '@storefront/domain';
import { FallbackImage } from '@storefront/ui';
import * as styles from './checkout.css';

function CheckoutLot({ line }: { line: CheckoutLine }) {
  return (
    <li className={styles.lot} aria-label={line.title}>
      <span className={styles.lotImage}>
        <FallbackImage src={line.avatar} alt="" ratio="square" />
      </span>
      <p className={styles.lotTitle}>{line.title}</p>
      <span className={styles.amount}>{formatMoney(centsFromDollars(line.amount) ?? 0)}</span>
    </li>
  );
}

/** The won lots being paid for, one card each with the winning amount. */
export function CheckoutLots({ lines }: { lines: readonly CheckoutLine[] }) {
  return (
    <section className={styles.panel} aria-labelledby="checkout-lots">
      <h2 id="checkout-lots" className={styles.panelHeading}>
        Lots
      </h2>
      <ul className={styles.lots}>
        {lines.map((line) => (
          <CheckoutLot key={line.product_id} line={line} />
        ))}
      </ul>
    </section>
  );
}
