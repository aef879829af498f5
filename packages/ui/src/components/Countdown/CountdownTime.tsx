import type { CountdownParts } from '@storefront/domain';
import { compactDuration, durationSegments } from './durationWording';
import * as styles from './Countdown.css';

interface CountdownTimeProps {
  parts: CountdownParts;
  size: NonNullable<styles.CountdownVariants['size']>;
}

/** The ticking digits. Hidden from assistive technology: the timer carries a spoken wording instead. */
export function CountdownTime({ parts, size }: CountdownTimeProps) {
  if (size === 'compact') return <span aria-hidden="true">{compactDuration(parts)}</span>;
  return (
    <span className={styles.segments} aria-hidden="true">
      {durationSegments(parts).map(({ unit, value }) => (
        <span key={unit} className={styles.segment}>
          <span className={styles.segmentValue}>{value}</span>
          <span className={styles.segmentUnit}>{unit}</span>
        </span>
      ))}
    </span>
  );
}
