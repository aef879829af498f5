/** Reviews are shown only when their stars are greater than 3 (spec 001 §9). */
export const SHOWN_REVIEW_MIN_STARS = 4;

export function isShownReview(review: { readonly stars: number }): boolean {
  return review.stars >= SHOWN_REVIEW_MIN_STARS;
}
