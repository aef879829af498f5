import { CarouselControls, CarouselNext, CarouselPlayPause, CarouselPrevious } from './CarouselButtons';
import { CarouselDots } from './CarouselDots';
import { CarouselRoot } from './CarouselRoot';
import { CarouselSlide } from './CarouselSlide';
import { CarouselViewport } from './CarouselViewport';

export {
  BANNER_AUTOPLAY_DELAY_MS,
  BANNER_TRANSITION_MS,
  LOT_CAROUSEL_SLIDES,
  type CarouselSlidesPerView,
} from './carouselTimings';
export type {
  CarouselControlsProps,
  CarouselNextProps,
  CarouselPlayPauseProps,
  CarouselPreviousProps,
} from './CarouselButtons';
export type { CarouselDotsProps } from './CarouselDots';
export type { CarouselRootProps } from './CarouselRoot';
export type { CarouselSlideProps } from './CarouselSlide';
export type { CarouselViewportProps } from './CarouselViewport';

/**
 * Carousel parts, Radix style: `Carousel.Root` > `Carousel.Viewport` > `Carousel.Slide`, with
 * `Carousel.Previous`, `Carousel.Next`, `Carousel.Dots`, `Carousel.PlayPause` in `Carousel.Controls`
 * or over the slides (`placement="start" | "end"`).
 */
export const Carousel = {
  Root: CarouselRoot,
  Viewport: CarouselViewport,
  Slide: CarouselSlide,
  Previous: CarouselPrevious,
  Next: CarouselNext,
  Dots: CarouselDots,
  PlayPause: CarouselPlayPause,
  Controls: CarouselControls,
};
