import * as styles from './SiteLayout.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.bar}>
        <p>Precious metals and coins, bought, sold and traded at auction.</p>
      </div>
    </footer>
  );
}
