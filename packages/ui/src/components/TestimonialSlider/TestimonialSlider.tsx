import { Carousel } from '../Carousel';
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

export interface TestimonialSliderProps extends styles.SliderVariants {
  testimonials: readonly Testimonial[];
  /** Names the carousel for screen readers. */
  label?: string | undefined;
  /** Moves on by itself (off by default); pauses on hover, keyboard focus and with its button. */
  autoplay?: boolean | undefined;
  autoplayDelay?: number | undefined;
  transitionMs?: number | undefined;
  index?: number | undefined;
  defaultIndex?: number | undefined;
  onIndexChange?: ((index: number) => void) | undefined;
  playing?: boolean | undefined;
  defaultPlaying?: boolean | undefined;
  onPlayingChange?: ((playing: boolean) => void) | undefined;
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
