import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      className={styles.glyph}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A stack of coins: no lots or products. */
function Coins() {
  return (
    <Glyph>
      <ellipse className={styles.glyphAccent} cx="9" cy="7" rx="6" ry="2.5" />
      <path d="M3 7v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5V7" />
      <path d="M3 11v4c0 1.4 2.7 2.5 6 2.5 1 0 1.9-.1 2.7-.3" />
      <circle className={styles.glyphAccent} cx="17" cy="16" r="4.25" />
      <circle cx="17" cy="16" r="2.25" />
    </Glyph>
  );
}
Coins.displayName = 'EmptyStateIcons.Coins';

/** An auctioneer's gavel: no auctions or bids. */
function Gavel() {
  return (
    <Glyph>
      <path d="m13.5 4.5 6 6" />
      <path className={styles.glyphAccent} d="m11 7 4-4 6 6-4 4z" />
      <path d="m13 11-8.5 8.5a1.4 1.4 0 0 1-2-2L11 9" />
      <path d="M12 21h9" />
    </Glyph>
  );
}
Gavel.displayName = 'EmptyStateIcons.Gavel';

/** A heart: no favourites. */
function Heart() {
  return (
    <Glyph>
      <path
        className={styles.glyphAccent}
        d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z"
      />
    </Glyph>
  );
}
Heart.displayName = 'EmptyStateIcons.Heart';

/** A speech bubble: no messages. */
function Chat() {
  return (
    <Glyph>
      <path className={styles.glyphAccent} d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </Glyph>
  );
}
Chat.displayName = 'EmptyStateIcons.Chat';

/** A star: no reviews. */
function Star() {
  return (
    <Glyph>
      <path
        className={styles.glyphAccent}
        d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
      />
    </Glyph>
  );
}
Star.displayName = 'EmptyStateIcons.Star';

/** An empty tray: no data. */
function Tray() {
  return (
    <Glyph>
      <path className={styles.glyphAccent} d="M3 13h5l1.5 2.5h5L16 13h5v6H3z" />
      <path d="M3 13 6 5h12l3 8" />
    </Glyph>
  );
}
Tray.displayName = 'EmptyStateIcons.Tray';

/** A magnifier: a search without results. */
function Search() {
  return (
    <Glyph>
      <circle className={styles.glyphAccent} cx="10.5" cy="10.5" r="6" />
      <path d="m15 15 5.5 5.5" />
    </Glyph>
  );
}
Search.displayName = 'EmptyStateIcons.Search';

/** Pictures for the `icon` slot; decorative, hidden from assistive technology. */
export const EmptyStateIcons = { Coins, Gavel, Heart, Chat, Star, Tray, Search };
