import {
  formatMoney,
  formatPercent,
  meltValue,
  premiumOverSpot,
  type Cents,
  type Metal,
  type PremiumOverSpot,
} from '@storefront/domain';
import * as styles from './SpotValue.css';

export interface SpotValueProps {
  metal: Metal;
  /** The lot's fine metal content in troy ounces. */
  troyOunces: number;
  /** The metal's spot price in cents per troy ounce; null while none has arrived. */
  spotCents: Cents | null;
  /** The lot's current price, which the premium is measured on. */
  priceCents: Cents;
  /** The prices are the demo's random walk, not a market feed: say so. */
  demo?: boolean | undefined;
  loading?: boolean | undefined;
}

/** What a value shows while the prices load (the section is aria-busy meanwhile). */
const LOADING = '…';

const ounces = (troyOunces: number) => `${Number(troyOunces.toFixed(4))} troy oz`;

function premiumText({ amount, percent }: PremiumOverSpot) {
  const sign = amount > 0 ? '+' : '';
  return percent === null
    ? `${sign}${formatMoney(amount)}`
    : `${sign}${formatMoney(amount)} (${sign}${formatPercent(percent)})`;
}

/** A bullion lot's melt value at the spot price and its price's premium over it; demo prices are labelled as such. */
export function SpotValue({ metal, troyOunces, spotCents, priceCents, demo = false, loading = false }: SpotValueProps) {
  const melt = spotCents === null ? null : meltValue({ metal, troyOunces }, spotCents);
  const premium = melt === null ? null : premiumOverSpot(priceCents, melt);
  const label = demo ? 'Melt value (demo prices)' : 'Melt value';

  return (
    <section className={styles.root} aria-label={label} aria-busy={loading || undefined}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.label}>Melt value</dt>
          <dd className={styles.value()}>{loading ? LOADING : melt === null ? '-' : formatMoney(melt)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.label}>Premium over spot</dt>
          <dd className={styles.value({ premium: premium !== null && premium.amount < 0 ? 'below' : 'above' })}>
            {loading ? LOADING : premium === null ? '-' : premiumText(premium)}
          </dd>
        </div>
      </dl>
      <p className={styles.note}>
        {loading || spotCents === null
          ? `${ounces(troyOunces)} of ${metal}; waiting for the spot price.`
          : `${ounces(troyOunces)} of ${metal} at ${formatMoney(spotCents)} per troy oz spot${demo ? ' (demo prices: not a market feed)' : ''}.`}
      </p>
    </section>
  );
}
SpotValue.displayName = 'SpotValue';
