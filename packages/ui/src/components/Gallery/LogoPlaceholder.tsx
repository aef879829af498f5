import { useState } from 'react';
import { CoinMark } from './CoinMark';
import * as styles from './Gallery.css';

export interface LogoPlaceholderProps {
  /** What the missing picture showed: the placeholder keeps it as its text alternative. */
  label: string;
  /** The store's logo; the built-in coin mark stands in when it is absent or fails too. */
  logoSrc?: string | undefined;
}

/** Stands where a lot image could not be shown. */
export function LogoPlaceholder({ label, logoSrc }: LogoPlaceholderProps) {
  const [logoBroken, setLogoBroken] = useState(false);
  return (
    <div className={styles.placeholder} role="img" aria-label={label} data-state="fallback">
      {logoSrc && !logoBroken ? (
        <img className={styles.placeholderLogo} src={logoSrc} alt="" onError={() => setLogoBroken(true)} />
      ) : (
        <CoinMark className={styles.placeholderLogo} />
      )}
    </div>
  );
}
