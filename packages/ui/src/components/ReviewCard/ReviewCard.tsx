import { useId, useState } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { formatReviewDate, type ReviewDate } from './reviewDate';
import { StarRating } from './StarRating';
import * as styles from './ReviewCard.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';

/** Characters of the message shown before "Read more". */
export const REVIEW_PREVIEW_LENGTH = 240;

/** A review as the API sends it (field names as the API spells them). */
export interface ReviewCardReview {
  /** Out of 5. */
  stars: number;
  /** A one-line summary, shown as the review's title. */
  short_msg?: string | undefined;
  message: string;
  userName: string;
  location?: string | undefined;
  date?: ReviewDate | undefined;
  /** The reviewer's picture; their initials stand in when it is missing or broken. */
  img_url?: string | undefined;
}

export interface ReviewCardProps extends styles.CardVariants {
  review: ReviewCardReview;
  /** Longer messages are cut at a word and get "Read more". */
  previewLength?: number | undefined;
  expanded?: boolean | undefined;
  defaultExpanded?: boolean | undefined;
  onExpandedChange?: ((expanded: boolean) => void) | undefined;
  headingLevel?: 2 | 3 | 4 | undefined;
  /** Shows a placeholder while the review loads. */
  loading?: boolean | undefined;
}

function preview(text: string, limit: number): string {
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function initials(userName: string): string {
  const words = userName.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}

/** A customer's review: stars out of five, name, place and date, title and message with "Read more". */
export function ReviewCard({ loading = false, ...props }: ReviewCardProps) {
  return loading ? <ReviewCardPlaceholder variant={props.variant} /> : <ReviewCardView {...props} />;
}

function ReviewCardPlaceholder({ variant }: styles.CardVariants) {
  return (
    <div className={styles.card({ variant })} aria-busy="true">
      <span className={visuallyHidden}>Loading review</span>
      <span className={`${styles.placeholder} ${styles.placeholderShort}`} />
      <span className={styles.placeholder} />
      <span className={styles.placeholder} />
      <span className={`${styles.placeholder} ${styles.placeholderShort}`} />
    </div>
  );
}

function Avatar({ src, userName }: { src: string | undefined; userName: string }) {
  const [failed, setFailed] = useState<string | undefined>();
  if (src && failed !== src) {
    return <img className={styles.avatar} src={src} alt="" onError={() => setFailed(src)} />;
  }
  return (
    <span className={styles.avatar} aria-hidden="true" data-fallback="">
      {initials(userName)}
    </span>
  );
}

function ReviewCardView({
  review,
  variant = 'card',
  previewLength = REVIEW_PREVIEW_LENGTH,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  headingLevel = 3,
}: Omit<ReviewCardProps, 'loading'>) {
  const messageId = useId();
  const [open, setOpen] = useControllableState(expanded, defaultExpanded, onExpandedChange);
  const long = review.message.length > previewLength;
  const date = review.date === undefined ? undefined : formatReviewDate(review.date);
  const Heading = `h${headingLevel}` as const;
  const quote = variant === 'quote';

  const person = (
    <div className={styles.person}>
      <Avatar src={review.img_url} userName={review.userName} />
      <div className={styles.personText}>
        <span className={styles.name}>{review.userName}</span>
        {review.location || date ? (
          <span className={styles.meta}>
            {review.location}
            {review.location && date ? ' · ' : null}
            {date ? <time dateTime={date.dateTime}>{date.text}</time> : null}
          </span>
        ) : null}
      </div>
    </div>
  );

  const words = (
    <>
      {review.short_msg ? <Heading className={styles.title}>{review.short_msg}</Heading> : null}
      <p id={messageId} className={quote ? `${styles.message} ${styles.quoteMessage}` : styles.message}>
        {long && !open ? preview(review.message, previewLength) : review.message}
      </p>
      {long ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={open}
          aria-controls={messageId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Read less' : 'Read more'}
        </button>
      ) : null}
    </>
  );

  return (
    <article className={styles.card({ variant })} aria-label={`Review by ${review.userName}`} data-stars={review.stars}>
      {quote ? (
        <>
          <StarRating value={review.stars} />
          {words}
          {person}
        </>
      ) : (
        <>
          {person}
          <StarRating value={review.stars} />
          {words}
        </>
      )}
    </article>
  );
}
