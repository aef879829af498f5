import { EmptyState, Link, ReviewCard, sprinkles } from '@storefront/ui';
import { useShownReviews } from '../api/useShownReviews';
import * as styles from './content.css';

export interface ReviewsSectionProps {
  /** The section's heading, e.g. 'Our Reviews' on the home page or 'Client Reviews' on About. */
  title?: string | undefined;
  /** How many reviews to show; all of them when left out. */
  limit?: number | undefined;
  /** Where 'View All' leads (the all-reviews page); no link when left out. */
  viewAllHref?: string | undefined;
  headingLevel?: 2 | 3 | undefined;
}

const PLACEHOLDERS = 3;

/** Reviews with more than 3 stars as cards: stars, name, place, date, title and message. */
export function ReviewsSection({ title = 'Our Reviews', limit, viewAllHref, headingLevel = 2 }: ReviewsSectionProps) {
  const reviews = useShownReviews();
  const Heading = `h${headingLevel}` as const;
  const shown = limit === undefined ? reviews.data : reviews.data?.slice(0, limit);

  return (
    <section aria-label={title} className={sprinkles({ display: 'grid', gap: 'medium' })}>
      <div className={styles.headingRow}>
        <Heading>{title}</Heading>
        {viewAllHref && shown && shown.length > 0 ? <Link href={viewAllHref}>View All</Link> : null}
      </div>
      {reviews.isError ? (
        <p role="alert" className={sprinkles({ color: 'critical' })}>
          {reviews.error.message}
        </p>
      ) : shown?.length === 0 ? (
        <EmptyState kind="reviews" />
      ) : (
        <div className={styles.cardGrid}>
          {shown
            ? shown.map((review, position) => (
                <ReviewCard
                  key={`${review.userName}-${review.date}-${position}`}
                  review={review}
                  headingLevel={headingLevel === 2 ? 3 : 4}
                />
              ))
            : Array.from({ length: PLACEHOLDERS }, (_, position) => (
                <ReviewCard key={position} loading review={{ stars: 0, message: '', userName: '' }} />
              ))}
        </div>
      )}
    </section>
  );
}
