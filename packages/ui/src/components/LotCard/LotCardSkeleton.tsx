import { VisuallyHidden } from 'radix-ui';
import * as cardStyles from './LotCard.css';
import * as styles from './LotCardSkeleton.css';

export interface LotCardSkeletonProps extends cardStyles.CardVariants {
  /** What the placeholder says to assistive technology. */
  label?: string | undefined;
}

/** The shape of a lot card while its data loads. */
export function LotCardSkeleton({ layout, label = 'Loading lot' }: LotCardSkeletonProps) {
  return (
    <div className={cardStyles.card({ layout })} aria-busy="true" data-state="loading">
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
      <span className={cardStyles.media} aria-hidden="true">
        <span className={`${styles.block} ${styles.image}`} />
      </span>
      <span className={cardStyles.header} aria-hidden="true">
        <span className={`${styles.block} ${styles.line} ${styles.short}`} />
        <span className={`${styles.block} ${styles.line}`} />
        <span className={`${styles.block} ${styles.line} ${styles.medium}`} />
      </span>
      <span className={cardStyles.facts} aria-hidden="true">
        <span className={`${styles.block} ${styles.line} ${styles.medium}`} />
      </span>
      <span className={cardStyles.actions} aria-hidden="true">
        <span className={`${styles.block} ${styles.line}`} />
        <span className={`${styles.block} ${styles.button}`} />
      </span>
    </div>
  );
}

LotCardSkeleton.displayName = 'LotCard.Skeleton';
