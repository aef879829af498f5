import * as styles from './ReviewCard.css';

export const MAX_STARS = 5;

export interface StarRatingProps {
  /** Stars out of five; rounded to the nearest half. */
  value: number;
}

/** Rounds to the nearest half star and keeps it between 0 and 5. */
export function roundStars(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.round(value * 2) / 2));
}

function StarShape({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95z"
      />
    </svg>
  );
}

/** Five stars, gold up to the rating; read out as "Rated 4 out of 5". */
export function StarRating({ value }: StarRatingProps) {
  const rating = roundStars(value);
  return (
    <span role="img" aria-label={`Rated ${rating} out of ${MAX_STARS}`} className={styles.stars} data-rating={rating}>
      {Array.from({ length: MAX_STARS }, (_, star) => {
        const fill = rating >= star + 1 ? 'full' : rating >= star + 0.5 ? 'half' : 'empty';
        return (
          <span key={star} className={styles.star} data-fill={fill}>
            <StarShape className={styles.starIcon} />
            <span className={styles.starFill}>
              <StarShape className={styles.starIcon} />
            </span>
          </span>
        );
      })}
    </span>
  );
}
