import { useCarousel } from './CarouselContext';
import * as styles from './Carousel.css';

export interface CarouselDotsProps {
  /** Names the group of dots. */
  label?: string | undefined;
  /** Names one dot; "Slide 2 of 5" (or "Page 2 of 3" when several slides are in view) by default. */
  getDotLabel?: ((index: number, count: number) => string) | undefined;
}

/** A dot per slide (or page); the current one has `aria-current="true"`. */
export function CarouselDots({ label = 'Choose slide', getDotLabel }: CarouselDotsProps) {
  const { snapshot, containerId, scrollTo } = useCarousel('Dots');
  const { snapCount, selected, slides } = snapshot;
  if (snapCount <= 1) return null;
  const unit = snapCount === slides.length ? 'Slide' : 'Page';
  const name = getDotLabel ?? ((dot: number, count: number) => `${unit} ${dot + 1} of ${count}`);
  return (
    <div role="group" aria-label={label} className={styles.dots}>
      {Array.from({ length: snapCount }, (_, dot) => (
        <button
          key={dot}
          type="button"
          className={styles.dot}
          aria-label={name(dot, snapCount)}
          aria-controls={containerId}
          aria-current={dot === selected ? 'true' : undefined}
          onClick={() => scrollTo(dot)}
        >
          <span className={styles.dotMark} aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
CarouselDots.displayName = 'Carousel.Dots';
