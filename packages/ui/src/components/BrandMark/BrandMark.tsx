import * as styles from './BrandMark.css';

export interface BrandMarkProps extends styles.BrandMarkVariants {
  /** The store's name: the logo's text alternative, or the wordmark when there is no logo. */
  name: string;
  /** A logo image that carries the name; without it a coin mark and the name are shown. */
  logoSrc?: string | undefined;
}

/** The store's logo, as the header, footer and sign-in frame show it. */
export function BrandMark({ name, logoSrc, tone, size }: BrandMarkProps) {
  return (
    <span className={styles.brandMark({ tone, size })}>
      {logoSrc ? (
        <img className={styles.logo} src={logoSrc} alt={name} />
      ) : (
        <>
          <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <circle className={styles.coinFace} cx="16" cy="16" r="15" />
            <circle className={styles.coinRing} cx="16" cy="16" r="11.5" />
            <path
              className={styles.coinStar}
              d="m16 9 2.1 4.6 5 .5-3.8 3.3 1.1 4.9-4.4-2.6-4.4 2.6 1.1-4.9-3.8-3.3 5-.5z"
            />
          </svg>
          <span>{name}</span>
        </>
      )}
    </span>
  );
}
