import { Carousel, type CarouselRootProps } from '../Carousel';
import { ReviewCard } from '../ReviewCard';
import * as styles from './TestimonialSlider.css';

/** A static testimonial as the contact page holds it. */
export interface Testimonial {
  message: string;
  userName: string;
  /** Out of 5. */
  stars: number;
}

/** The spec's empty-state text for reviews. */
export const NO_REVIEWS = 'No Reviews Found';

/** The carousel's timing and controlled trios, passed through to `Carousel.Root`. */
type CarouselPassThroughProps = Pick<
  CarouselRootProps,
  | 'autoplayDelay'
  | 'transitionMs'
  | 'index'
  | 'defaultIndex'
  | 'onIndexChange'
  | 'playing'
  | 'defaultPlaying'
  | 'onPlayingChange'
>;

export interface TestimonialSliderProps extends styles.SliderVariants, CarouselPassThroughProps {
  testimonials: readonly Testimonial[];
  /** Names the carousel for screen readers. */
  label?: string | undefined;
  /** Moves on by itself (off by default); pauses on hover, keyboard focus and with its button. */
  autoplay?: boolean | undefined;
}

/** Customer testimonials one at a time, each as a quote with its stars and the customer's name. */
export function TestimonialSlider({
  testimonials,
  label = 'Customer testimonials',
  width,
  autoplay = false,
  ...carousel
}: TestimonialSliderProps) {
  if (testimonials.length === 0) {
    return (
      <div className={styles.slider({ width })}>
        <p className={styles.empty}>{NO_REVIEWS}</p>
      </div>
    );
  }
  return (
    <div className={styles.slider({ width })}>
      <Carousel.Root {...carousel} label={label} autoplay={autoplay} loop spacing="medium">
        <Carousel.Viewport>
          {testimonials.map((testimonial, position) => (
            <Carousel.Slide key={`${testimonial.userName}-${position}`}>
              <ReviewCard variant="quote" review={testimonial} />
            </Carousel.Slide>
          ))}
        </Carousel.Viewport>
        <Carousel.Controls>
          <Carousel.Previous label="Previous testimonial" />
          <Carousel.Dots
            label="Choose testimonial"
            getDotLabel={(dot, count) => `Testimonial ${dot + 1} of ${count}`}
          />
          <Carousel.PlayPause />
          <Carousel.Next label="Next testimonial" />
        </Carousel.Controls>
      </Carousel.Root>
    </div>
  );
}
