import { describe, expect, it } from 'vitest';
import { isShownReview } from './reviews';

describe('reviews shown', () => {
  it('shows a review only when its stars are greater than 3', () => {
    expect([1, 2, 3, 4, 5].filter((stars) => isShownReview({ stars }))).toEqual([4, 5]);
  });
});
