import { useSessionProfile } from '@storefront/features/auth';
import { ContactForm, HomeReviews } from '@storefront/features/content';
import { HomeListing } from './HomeListing';
import * as styles from './HomePage.css';

/** What home shows below its first screen: the listing with its filters, Our Reviews and the contact form. */
export function HomeBelowFold() {
  const buyer = useSessionProfile();
  return (
    <>
      <div className={styles.belowFold}>
        <HomeListing />
      </div>
      <div className={styles.belowFold}>
        <HomeReviews title="Our Reviews" limit={3} viewAllHref="/allreviews" />
      </div>
      <section aria-labelledby="home-contact" className={`${styles.contact} ${styles.belowFold}`}>
        <h2 id="home-contact">Contact Us</h2>
        <ContactForm sender={buyer} />
      </section>
    </>
  );
}
