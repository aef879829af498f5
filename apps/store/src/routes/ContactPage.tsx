import { useSessionProfile } from '@storefront/features/auth';
import { ContactForm, ReviewsTestimonials } from '@storefront/features/content';
import * as styles from './ContentPage.css';
import { StoreContactBlock } from './StoreContactBlock';

/** /contactus: the contact form, how to reach the store, and what customers say. */
export function ContactPage() {
  const buyer = useSessionProfile();
  return (
    <div className={styles.page}>
      <h1>Contact Us</h1>
      <div className={styles.columns}>
        <section aria-label="Send us a message" className={styles.stack}>
          <p className={styles.lead}>Questions about an auction, a lot or selling your metals? Write to us.</p>
          <ContactForm sender={buyer} />
        </section>
        <div className={styles.stack}>
          <StoreContactBlock />
          <section aria-label="What our customers say" className={styles.stack}>
            <h2>What our customers say</h2>
            <ReviewsTestimonials />
          </section>
        </div>
      </div>
    </div>
  );
}
