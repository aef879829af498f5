import type { ReactNode } from 'react';
import { useRefAfterPaint } from '../../hooks/useRefAfterPaint';
import { useCarousel } from './CarouselContext';
import * as styles from './Carousel.css';

export interface CarouselViewportProps {
  /** The `Carousel.Slide`s. */
  children: ReactNode;
}

/**
 * The window the slides scroll through. Not announced while autoplay runs; announced politely otherwise. Embla starts
 * on it after its first frame is painted: until then the slides stand where it would put them (the start) and its
 * buttons wait, and its measuring does not lengthen the page's first render.
 */
export function CarouselViewport({ children }: CarouselViewportProps) {
  const { emblaRef, containerId, rotating } = useCarousel('Viewport');
  const startAfterPaint = useRefAfterPaint(emblaRef);
  return (
    <div className={styles.viewport} ref={startAfterPaint}>
      <div className={styles.container} id={containerId} aria-live={rotating ? 'off' : 'polite'}>
        {children}
      </div>
    </div>
  );
}
CarouselViewport.displayName = 'Carousel.Viewport';
