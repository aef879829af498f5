import { isCurrentPath } from '../LinkProvider/isCurrentPath';
import { Link } from '../LinkProvider';
import { StoreMenu } from './lazyMenus';
import type { HeaderHrefs, HeaderMenuItem } from './types';
import * as styles from './MainNav.css';

interface MainNavProps {
  hrefs: HeaderHrefs;
  storeMenu: readonly HeaderMenuItem[];
  currentPath: string | undefined;
}

/** Auctions, Past Auctions, the store's own menu entries, Contact Us and Terms. */
export function MainNav({ hrefs, storeMenu, currentPath }: MainNavProps) {
  const navLink = (href: string, label: string) => (
    <li key={`${label}-${href}`}>
      <Link href={href} className={styles.navItem} aria-current={isCurrentPath(href, currentPath) ? 'page' : undefined}>
        {label}
      </Link>
    </li>
  );

  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {navLink(hrefs.auctions, 'Auctions')}
        {navLink(hrefs.pastAuctions, 'Past Auctions')}
        {storeMenu.map((item) =>
          item.children?.length ? (
            <li key={`${item.label}-${item.href}`}>
              <StoreMenu item={item} currentPath={currentPath} triggerClassName={styles.navItem} />
            </li>
          ) : (
            navLink(item.href, item.label)
          ),
        )}
        {navLink(hrefs.contactUs, 'Contact Us')}
        {navLink(hrefs.terms, 'Terms')}
      </ul>
    </nav>
  );
}
