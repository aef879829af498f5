import * as styles from './Gallery.css';

/** The store's coin mark, drawn in the theme's colours: the logo a broken image falls back to. */
export function CoinMark({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle className={styles.coinFace} cx="16" cy="16" r="15" />
      <circle className={styles.coinRing} cx="16" cy="16" r="11.5" />
      <path className={styles.coinStar} d="m16 9 2.1 4.6 5 .5-3.8 3.3 1.1 4.9-4.4-2.6-4.4 2.6 1.1-4.9-3.8-3.3 5-.5z" />
    </svg>
  );
}
