import { GoogleReviews, ReviewsSection, StoreGallery } from '@storefront/features/content';
import { storeIdentity } from '../app/storeIdentity';
import * as styles from './ContentPage.css';
import { StoreContactBlock } from './StoreContactBlock';
import { StoreMap } from './StoreMap';

/** The client reviews shown on About; 'View All' leads to the rest. */
const ABOUT_REVIEWS = 3;

/** /aboutus: who the store is, client and Google reviews, how to reach it, its pictures and where it is. */
export function AboutPage() {
  return (
    <div className={styles.page}>
      <h1>About Us</h1>
      <p className={styles.lead}>{storeIdentity.tagline}</p>
      <ReviewsSection title="Client Reviews" limit={ABOUT_REVIEWS} viewAllHref="/allreviews" />
      <GoogleReviews />
      <div className={styles.columns}>
        <StoreContactBlock />
        <StoreMap />
      </div>
      <StoreGallery />
    </div>
  );
}
