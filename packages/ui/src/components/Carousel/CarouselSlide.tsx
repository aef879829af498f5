import { useState, type ReactNode } from 'react';
import { useCarousel } from './CarouselContext';
import * as styles from './Carousel.css';

export interface CarouselSlideProps {
  children: ReactNode;
  /** Names the slide; "2 of 5" by default. */
  'aria-label'?: string | undefined;
}

/** One slide: a group announced as "slide"; `data-state="active"` while it is in view. */
export function CarouselSlide({ children, 'aria-label': ariaLabel }: CarouselSlideProps) {
  const { snapshot } = useCarousel('Slide');
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const position = node ? snapshot.slides.indexOf(node) : -1;
  const numbered = position >= 0 ? `${position + 1} of ${snapshot.slides.length}` : undefined;
  return (
    <div
      ref={setNode}
      role="group"
      aria-roledescription="slide"
      aria-label={ariaLabel ?? numbered}
      className={styles.slide}
      data-state={snapshot.inView.includes(position) ? 'active' : 'inactive'}
    >
      {children}
    </div>
  );
}
CarouselSlide.displayName = 'Carousel.Slide';
