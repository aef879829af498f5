import type useEmblaCarousel from 'embla-carousel-react';
import { createContext, use } from 'react';
import type { CarouselSnapshot } from './useCarouselSnapshot';

export interface CarouselContextValue {
  emblaRef: ReturnType<typeof useEmblaCarousel>[0];
  snapshot: CarouselSnapshot;
  containerId: string;
  autoplay: boolean;
  playing: boolean;
  rotating: boolean;
  setPlaying: (playing: boolean) => void;
  scrollPrevious: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
}

export const CarouselContext = createContext<CarouselContextValue | null>(null);

export function useCarousel(part: string): CarouselContextValue {
  const context = use(CarouselContext);
  if (!context) throw new Error(`Carousel.${part} must be inside Carousel.Root`);
  return context;
}
