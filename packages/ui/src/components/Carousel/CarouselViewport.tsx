import type { ReactNode } from 'react';
import { useCarousel } from './CarouselContext';
import * as styles from './Carousel.css';

export interface CarouselViewportProps {
  /** The `Carousel.Slide`s. */
  children: ReactNode;
}

/** The window the slides scroll through. Not announced while autoplay runs; announced politely otherwise. */
export function CarouselViewport({ children }: CarouselViewportProps) {
  const { emblaRef, containerId, rotating } = useCarousel('Viewport');
  return (
    <div className={styles.viewport} ref={emblaRef}>
      <div className={styles.container} id={containerId} aria-live={rotating ? 'off' : 'polite'}>
        {children}
      </div>
    </div>
  );
}
CarouselViewport.displayName = 'Carousel.Viewport';
