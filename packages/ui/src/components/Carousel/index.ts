export {
  BANNER_AUTOPLAY_DELAY_MS,
  BANNER_TRANSITION_MS,
  Carousel,
  LOT_CAROUSEL_SLIDES,
  type CarouselControlsProps,
  type CarouselDotsProps,
  type CarouselNextProps,
  type CarouselPlayPauseProps,
  type CarouselPreviousProps,
  type CarouselRootProps,
  type CarouselSlideProps,
  type CarouselSlidesPerView,
  type CarouselViewportProps,
} from './Carousel';
export { useSlidesPerView } from './useSlidesPerView';
