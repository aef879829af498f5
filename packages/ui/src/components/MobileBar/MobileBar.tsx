import type { ReactNode } from 'react';
import { isCurrentPath } from '../LinkProvider/isCurrentPath';
import { Link } from '../LinkProvider';
import { DashboardIcon, GavelIcon, HomeIcon, ProfileIcon } from './icons';
import * as styles from './MobileBar.css';

/** Where the bar's four items go. */
export interface MobileBarHrefs {
  home: string;
  auction: string;
  dashboard: string;
  profile: string;
}

export const defaultMobileBarHrefs: MobileBarHrefs = {
  home: '/',
  auction: '/search',
  dashboard: '/dashboard',
  profile: '/Dashboard/Profile',
};

export interface MobileBarProps {
  hrefs?: Partial<MobileBarHrefs> | undefined;
  /** The current route, to mark the matching item with `aria-current="page"`. */
  currentPath?: string | undefined;
}

const items: readonly { key: keyof MobileBarHrefs; label: string; icon: ReactNode }[] = [
  { key: 'home', label: 'Home', icon: <HomeIcon /> },
  { key: 'auction', label: 'Auction', icon: <GavelIcon /> },
  { key: 'dashboard', label: 'Dashboard', icon: <DashboardIcon /> },
  { key: 'profile', label: 'Profile', icon: <ProfileIcon /> },
];

/** The bottom bar of the mobile layout (991 px or less); hidden on wider screens. */
export function MobileBar({ hrefs: hrefOverrides, currentPath }: MobileBarProps) {
  const hrefs = { ...defaultMobileBarHrefs, ...hrefOverrides };
  return (
    <>
      <div aria-hidden="true" className={styles.room} />
      <nav aria-label="Mobile" className={styles.bar}>
        <ul className={styles.list}>
          {items.map(({ key, label, icon }) => (
            <li key={key}>
              <Link
                href={hrefs[key]}
                className={styles.item}
                aria-current={isCurrentPath(hrefs[key], currentPath) ? 'page' : undefined}
              >
                {icon}
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
