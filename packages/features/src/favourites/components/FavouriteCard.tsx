import type { DashboardLot } from '@storefront/api-client';
import { centsFromDollars, formatMoney } from '@storefront/domain';
import { Button, FallbackImage, Link, priceLabel } from '@storefront/ui';
import * as styles from './favourites.css';

export interface FavouriteCardProps {
  lot: DashboardLot;
  href: string;
  removing: boolean;
  onRemove: () => void;
}

/** One favourite lot: picture, title, lot number and auction, current price, and Remove. */
export function FavouriteCard({ lot, href, removing, onRemove }: FavouriteCardProps) {
  const titleId = `favourite-${lot.id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <FallbackImage src={lot.avatar} alt={lot.title} />
      <h3 id={titleId} className={styles.title}>
        <Link href={href} className={styles.titleLink}>
          {lot.title}
        </Link>
      </h3>
      <p className={styles.muted}>
        Lot #{lot.sku}
        {lot.auctionlot_title ? ` · ${lot.auctionlot_title}` : null}
      </p>
      <p className={styles.price}>
        {priceLabel(lot)} {formatMoney(centsFromDollars(lot.wprice) ?? 0)}
      </p>
      <Button size="small" variant="secondary" loading={removing} onClick={onRemove} aria-label={`Remove ${lot.title}`}>
        Remove
      </Button>
    </li>
  );
}
