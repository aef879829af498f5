import { useState } from 'react';
import { useProductImageSrc } from '../ImageHostProvider';
import * as styles from './LotTable.css';

export interface LotImageProps {
  /** The lot's `avatar`: a file name on the image host or a full address. */
  file: string | undefined;
}

/** The lot's thumbnail; the title beside it names the lot, so the image is decorative. A broken image shows a coin mark. */
export function LotImage({ file }: LotImageProps) {
  const src = useProductImageSrc(file);
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
