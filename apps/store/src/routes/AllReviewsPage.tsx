import { ReviewsSection } from '@storefront/features/content';
import * as styles from './ContentPage.css';

/** /allreviews: every review with more than 3 stars. */
export function AllReviewsPage() {
  return (
    <div className={styles.page}>
      <h1>All Reviews</h1>
      <ReviewsSection title="Client Reviews" />
    </div>
  );
}
