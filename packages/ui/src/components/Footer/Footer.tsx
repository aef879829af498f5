import { useId } from 'react';
import { BrandMark } from '../BrandMark';
import { isCurrentPath } from '../LinkProvider/isCurrentPath';
import { Link } from '../LinkProvider';
import { PhoneIcon } from './PhoneIcon';
import * as styles from './Footer.css';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterLinkGroup {
  title: string;
  links: readonly FooterLink[];
}

export interface FooterProps {
  storeName: string;
  logoSrc?: string | undefined;
  homeHref?: string | undefined;
  tagline?: string | undefined;
  /** The contact phone as it should read, e.g. '(503) 555-0147'; it links to `tel:` with its digits. */
  phone: string;
  /** The postal address, one line per entry. */
  address: readonly string[];
  linkGroups?: readonly FooterLinkGroup[] | undefined;
  copyright: string;
  currentPath?: string | undefined;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The site footer: the store, its phone and postal address, grouped links and the copyright line. */
export function Footer({
  storeName,
  logoSrc,
  homeHref = '/',
  tagline,
  phone,
  address,
  linkGroups = [],
  copyright,
  currentPath,
}: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div className={styles.about}>
          <Link href={homeHref} className={styles.brandLink}>
            <BrandMark name={storeName} logoSrc={logoSrc} tone="onBrand" />
          </Link>
          {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
          <div className={styles.contact}>
            <h2 className={styles.heading}>Contact Us</h2>
            <a href={telHref(phone)} className={styles.phone}>
              <PhoneIcon />
              {phone}
            </a>
            <address className={styles.address}>
              {address.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </div>
        </div>
        {linkGroups.map((group) => (
          <LinkGroup key={group.title} group={group} currentPath={currentPath} />
        ))}
      </div>
      <p className={styles.bottom}>{copyright}</p>
    </footer>
  );
}

interface LinkGroupProps {
  group: FooterLinkGroup;
  currentPath: string | undefined;
}

function LinkGroup({ group, currentPath }: LinkGroupProps) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {group.title}
      </h2>
      <ul className={styles.list}>
        {group.links.map((link) => (
          <li key={`${link.label}-${link.href}`}>
            <Link
              href={link.href}
              className={styles.link}
              aria-current={isCurrentPath(link.href, currentPath) ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
