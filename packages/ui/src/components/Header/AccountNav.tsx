import { isCurrentPath } from '../LinkProvider/isCurrentPath';
import { Link } from '../LinkProvider';
import { ProfileMenu } from './lazyMenus';
import type { HeaderHrefs, HeaderUser } from './types';
import * as styles from './AccountNav.css';

interface AccountNavProps {
  hrefs: HeaderHrefs;
  user: HeaderUser | null | undefined;
  onLogout: (() => void) | undefined;
  currentPath: string | undefined;
}

/** Guests see Login and Register for Auction; a signed-in buyer sees Dashboard and the profile menu. */
export function AccountNav({ hrefs, user, onLogout, currentPath }: AccountNavProps) {
  const accountLink = (href: string, label: string, variant: styles.AccountItemVariants['variant']) => (
    <li>
      <Link
        href={href}
        className={styles.accountItem({ variant })}
        aria-current={isCurrentPath(href, currentPath) ? 'page' : undefined}
      >
        {label}
      </Link>
    </li>
  );

  return (
    <nav aria-label="Account" className={styles.nav}>
      <ul className={styles.list}>
        {user ? (
          <>
            {accountLink(hrefs.dashboard, 'Dashboard', 'plain')}
            <li>
              <ProfileMenu firstName={user.first_name} avatar={user.avatar} onLogout={onLogout} />
            </li>
          </>
        ) : (
          <>
            {accountLink(hrefs.login, 'Login', 'plain')}
            {accountLink(hrefs.register, 'Register for Auction', 'accent')}
          </>
        )}
      </ul>
    </nav>
  );
}
