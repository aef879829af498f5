import { useId, type ReactNode } from 'react';
import { BrandMark } from '../BrandMark';
import { Link } from '../LinkProvider';
import * as styles from './AuthFrame.css';

export interface AuthFrameProps extends styles.CardVariants {
  storeName: string;
  logoSrc?: string | undefined;
  homeHref?: string | undefined;
  /** A line about the store beside the card (hidden on phones). */
  tagline?: string | undefined;
  /** The page's heading, e.g. 'Login'. */
  title: string;
  subtitle?: ReactNode;
  /** The page's form. */
  children: ReactNode;
  /** A line under the form, e.g. a link to the other of login and signup. */
  footer?: ReactNode;
}

/** The frame of the login, signup, reset, card and verify pages: a brand panel and a card, without header or footer. */
export function AuthFrame({
  storeName,
  logoSrc,
  homeHref = '/',
  tagline,
  title,
  subtitle,
  children,
  footer,
  width,
}: AuthFrameProps) {
  const titleId = useId();
  return (
    <div className={styles.frame}>
      <header className={styles.brandPanel}>
        <Link href={homeHref} className={styles.brandLink}>
          <BrandMark name={storeName} logoSrc={logoSrc} tone="onBrand" size="large" />
        </Link>
        <span className={styles.accentRule} aria-hidden="true" />
        {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
      </header>
      <main className={styles.main}>
        <section className={styles.card({ width })} aria-labelledby={titleId}>
          <div className={styles.heading}>
            <h1 id={titleId} className={styles.title}>
              {title}
            </h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </section>
      </main>
    </div>
  );
}
