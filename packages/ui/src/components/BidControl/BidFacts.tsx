import { formatMoney, type Cents } from '@storefront/domain';
import * as styles from './BidControl.css';

export interface BidFactsProps {
  currentPriceCents: Cents;
  /** What the price is called; 'Current Bid' unless the lot's hammer fell ('Sold Price'). */
  priceLabel?: string | undefined;
  /** Shown as the 'Min. Bid' line (the timed lot form). */
  minimumBidCents?: Cents | undefined;
  yourMaximumCents?: Cents | null | undefined;
  emphasis?: boolean;
}

/** Current bid, minimum and the buyer's own maximum; each line is announced politely when it changes. */
export function BidFacts({
  currentPriceCents,
  priceLabel = 'Current Bid',
  minimumBidCents,
  yourMaximumCents,
  emphasis = false,
}: BidFactsProps) {
  const rows: [string, Cents][] = [[priceLabel, currentPriceCents]];
  if (minimumBidCents !== undefined) rows.push(['Min. Bid', minimumBidCents]);
  if (yourMaximumCents !== undefined && yourMaximumCents !== null) rows.push(['Your maximum bid', yourMaximumCents]);

  return (
    <dl className={styles.facts} data-part="facts">
      {rows.map(([label, cents], index) => (
        <div key={label} className={styles.factRow} aria-live="polite" aria-atomic="true">
          <dt className={styles.factLabel}>{label}</dt>
          <dd
            className={emphasis && index === 0 ? `${styles.factValue} ${styles.factValueEmphasis}` : styles.factValue}
          >
            {formatMoney(cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
BidFacts.displayName = 'BidControl.Facts';
