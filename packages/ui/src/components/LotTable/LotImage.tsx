import { useState } from 'react';
import * as styles from './LotTable.css';

export interface LotImageProps {
  src: string | null | undefined;
}

/** The lot's thumbnail; the title beside it names the lot, so the image is decorative. A broken image shows a coin mark. */
export function LotImage({ src }: LotImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;

  return (
    <span className={styles.thumbnail} data-state={broken ? 'broken' : 'loaded'}>
      {broken ? (
        <svg className={styles.placeholder} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <circle cx="16" cy="16" r="12" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="16" cy="16" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" strokeDasharray="2 2" />
        </svg>
      ) : (
        <img className={styles.image} src={src} alt="" width={64} height={64} onError={() => setFailed(src)} />
      )}
    </span>
  );
}
