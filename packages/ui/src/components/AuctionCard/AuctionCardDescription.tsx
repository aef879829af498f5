import { useId } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { truncateDescription } from './truncate';
import * as styles from './AuctionCard.css';

export interface AuctionCardDescriptionProps {
  text: string;
  limit: number;
  expanded?: boolean | undefined;
  defaultExpanded?: boolean | undefined;
  onExpandedChange?: ((expanded: boolean) => void) | undefined;
}

/** A description cut to a preview, with Show More / Show Less when it is longer. */
export function AuctionCardDescription({
  text,
  limit,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
}: AuctionCardDescriptionProps) {
  const id = useId();
  const [open, setOpen] = useControllableState(expanded, defaultExpanded, onExpandedChange);
  const preview = truncateDescription(text, limit);

  return (
    <p className={styles.description}>
      <span id={id}>{preview === null || open ? text : preview}</span>
      {preview === null ? null : (
        <button
          type="button"
          className={styles.showMore}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Show Less' : 'Show More'}
        </button>
      )}
    </p>
  );
}

AuctionCardDescription.displayName = 'AuctionCard.Description';
