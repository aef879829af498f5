import { Link } from '@tanstack/react-router';
import * as styles from './SiteLayout.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          Bullion & Coin Auctions
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <Link to="/" className={styles.navLink}>
            Auctions
          </Link>
        </nav>
      </div>
    </header>
  );
}
