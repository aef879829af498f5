import { ContactForm, HomeReviews } from '@storefront/features/content';
import { HomeListing } from './HomeListing';
import { HomeShowcase } from './HomeShowcase';
import * as styles from './HomePage.css';

/** Everything home shows, loaded as one piece after the route's first paint. */
export function HomeContent() {
  return (
    <>
      <HomeShowcase />
      <HomeListing />
      <HomeReviews title="Our Reviews" limit={3} viewAllHref="/allreviews" />
      <section aria-labelledby="home-contact" className={styles.contact}>
        <h2 id="home-contact">Contact Us</h2>
        <ContactForm />
      </section>
    </>
  );
}
