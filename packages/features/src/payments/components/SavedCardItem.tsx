import type { CardProvider } from '@storefront/api-client';
import { Button } from '@storefront/ui';
import * as styles from './payments.css';

export interface SavedCardItemProps {
  card: CardProvider.SavedCard;
  selected: boolean;
  selecting: boolean;
  onSelect: () => void;
  onDelete: () => void;
}

/** How a saved card is named: brand and last four digits. */
export const cardLabel = (card: CardProvider.SavedCard) => `${card.brand ?? 'Card'} ending in ${card.last4}`;

/** One saved card: brand, last four digits, expiry and name, with Select and Delete. */
export function SavedCardItem({ card, selected, selecting, onSelect, onDelete }: SavedCardItemProps) {
  const label = cardLabel(card);
  return (
    <li className={selected ? `${styles.item} ${styles.selectedItem}` : styles.item} aria-label={label}>
      <p className={styles.itemTitle}>
        {card.brand ?? 'Card'} •••• {card.last4}
      </p>
      <p className={styles.muted}>
        Expires {String(card.exp_month).padStart(2, '0')}/{card.exp_year}
      </p>
      <p className={styles.muted}>{card.name}</p>
      <div className={styles.actions}>
        {selected ? (
          <span>Selected</span>
        ) : (
          <Button size="small" loading={selecting} onClick={onSelect}>
            Select
          </Button>
        )}
        <Button size="small" variant="secondary" onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}
