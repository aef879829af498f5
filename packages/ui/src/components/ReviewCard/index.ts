export { initials, REVIEW_PREVIEW_LENGTH, ReviewCard, type ReviewCardProps, type ReviewCardReview } from './ReviewCard';
export { MAX_STARS, roundStars, StarRating, type StarRatingProps } from './StarRating';
export { formatReviewDate, type ReviewDate } from './reviewDate';
