import type { ReactNode } from 'react';
import { formatMoney, type Cents } from '@storefront/domain';
import { FallbackImage } from '../FallbackImage';
import { Link } from '../LinkProvider';
import * as styles from './LotTile.css';

export interface LotTileProps {
  /** The lot's page. */
  href: string;
  /** The lot's picture (the API's `avatar`). */
  avatar?: string | undefined;
  sku: string | number;
  title: string;
  /** What the amount is: 'Current Bid', 'Sold Price' (priceLabel). */
  priceLabel: string;
  amountCents: Cents;
  /** How a finished lot ended ('Sold'), under the tile. */
  status?: ReactNode;
}

/**
 * A lot in a row of lots (Other Lots, the lots to come): one link with its picture, lot number, title (two lines at
 * most) and its price on a line of its own that never breaks inside the amount.
 */
export function LotTile({ href, avatar, sku, title, priceLabel, amountCents, status }: LotTileProps) {
  return (
    <Link href={href} className={styles.tile}>
      <FallbackImage src={avatar} alt="" ratio="square" />
      <span className={styles.lotNumber}>Lot # {sku}</span>
      <span className={styles.title}>{title}</span>
      <span className={styles.price}>
        <span className={styles.priceLabel}>{priceLabel}</span>{' '}
        <span className={styles.amount}>{formatMoney(amountCents)}</span>
      </span>
      {status ? <span className={styles.status}>{status}</span> : null}
    </Link>
  );
}
