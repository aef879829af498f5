import { Link, useScrollingRow } from '@storefront/ui';
import { useRouterState } from '@tanstack/react-router';
import * as styles from './DeskPage.css';

/** The buyer's pages of spec 000 §2, by their routes. */
const deskPages = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/WonAuction', label: 'Won Auctions' },
  { href: '/Dashboard/FavouritesB', label: 'Favourites' },
  { href: '/Dashboard/Profile', label: 'Profile' },
  { href: '/Dashboard/Paymenttabs', label: 'Payment Methods' },
  { href: '/Dashboard/bankDetails', label: 'Bank Accounts' },
  { href: '/Dashboard/Notification', label: 'Notifications' },
  { href: '/Dashboard/Message', label: 'Messages' },
] as const;

/** The desk's own menu, so each of the buyer's pages is a click from the others. */
export function DeskNav() {
  const currentPath = useRouterState({ select: (state) => state.location.pathname });
  const ref = useScrollingRow<HTMLDivElement>();
  return (
    <nav aria-label="My account" className={styles.nav}>
      <div ref={ref} className={styles.navLinks}>
        {deskPages.map(({ href, label }) => (
          <Link
            key={href}
            href={href}
            className={styles.navLink}
            aria-current={currentPath.toLowerCase() === href.toLowerCase() ? 'page' : undefined}
          >
            {label}
          </Link>
        ))}
      </div>
    </nav>
  );
}
