import { Skeleton, TestimonialSlider } from '@storefront/ui';
import { useShownReviews } from '../api/useShownReviews';

/** The contact page's testimonial slider, from the reviews a visitor may see (more than 3 stars). */
export function ReviewsTestimonials() {
  const reviews = useShownReviews();
  if (reviews.isPending) {
    return (
      <Skeleton.Root label="Loading testimonials">
        <Skeleton.Block height="12rem" />
      </Skeleton.Root>
    );
  }
  return <TestimonialSlider testimonials={reviews.data ?? []} />;
}
