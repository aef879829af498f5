import { useApi } from '@storefront/api-client/react';
import { isShownReview } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';

/** One read of the reviews for the home, contact, about and all-reviews pages (the server's page size). */
export const REVIEWS_INIT = { body: {} } as const;

/** The reviews a visitor sees: only those with more than 3 stars (spec 001 §9). */
export function useShownReviews() {
  const { queries } = useApi();
  return useQuery({
    ...queries.getReviews(REVIEWS_INIT),
    select: (answer) => answer.results.filter(isShownReview),
  });
}
