import type { ReactNode } from 'react';
import * as styles from './StatusBanner.css';
import { ToneIcon } from './ToneIcon';

export type StatusBannerTone = NonNullable<styles.StatusBannerVariants['tone']>;

export interface StatusBannerProps {
  /** positive (winning, won), critical (outbid, lost), caution (reserve not met), info, neutral. */
  tone: StatusBannerTone;
  /** The status in a few words, e.g. "You're Winning!". */
  title: ReactNode;
  /** A sentence of detail under the title. */
  children?: ReactNode;
}

/**
 * A bid or auction status. It is a polite live region: when the status changes (an outbid,
 * a new price) screen readers announce it without moving focus. Keep it mounted and change
 * its props so the region persists.
 */
export function StatusBanner({ tone, title, children }: StatusBannerProps) {
  return (
    <div role="status" className={styles.banner({ tone })} data-tone={tone}>
      <ToneIcon tone={tone} className={styles.icon} />
      <div className={styles.copy}>
        <p className={styles.title}>{title}</p>
        {children ? <p className={styles.text}>{children}</p> : null}
      </div>
    </div>
  );
}
