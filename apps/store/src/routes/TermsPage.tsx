import { StoreTerms } from '@storefront/features/content';
import * as styles from './ContentPage.css';

/** /TermsandConditions: the store's own terms, sanitized. */
export function TermsPage() {
  return (
    <div className={styles.page}>
      <h1>Terms and Conditions</h1>
      <article className={styles.prose} aria-label="Terms and Conditions">
        <StoreTerms />
      </article>
    </div>
  );
}
