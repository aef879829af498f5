import { formatMoney, type InvoiceLineKey } from '@storefront/domain';
import * as styles from './Invoice.css';
import type { InvoiceProduct } from './types';

export interface InvoiceLinesProps {
  product: InvoiceProduct;
}

const kindOf = (key: InvoiceLineKey) => (key === 'total' ? 'total' : key === 'discount' ? 'discount' : 'charge');

/** One product's table: each charge with its amount, then the product total. */
export function InvoiceLines({ product }: InvoiceLinesProps) {
  return (
    <table className={styles.lines} data-part="product">
      <caption className={styles.caption}>
        {product.lotNumber ? <span className={styles.lotNumber}>Lot #{product.lotNumber}</span> : null}{' '}
        <span className={styles.productTitle}>{product.title}</span>
      </caption>
      <tbody>
        {product.lines.map((line) => (
          <tr key={line.key} className={styles.lineRow({ kind: kindOf(line.key) })} data-line={line.key}>
            <th scope="row" className={styles.lineLabel}>
              {line.label}
            </th>
            <td className={styles.lineAmount}>{formatMoney(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
InvoiceLines.displayName = 'Invoice.Lines';
