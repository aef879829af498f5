import type { ReactNode } from 'react';
import * as styles from './StatusChip.css';

export interface StatusChipProps extends styles.ChipVariants {
  children: ReactNode;
}

/** A short status word on a lot: 'You're Winning!', 'Sold'. The tone comes from the words (see bannerTone). */
export function StatusChip({ tone, children }: StatusChipProps) {
  return (
    <span className={styles.chip({ tone })} data-tone={tone ?? 'neutral'}>
      {children}
    </span>
  );
}

StatusChip.displayName = 'LotCard.StatusChip';
