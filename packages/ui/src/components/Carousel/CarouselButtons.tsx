import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useCarousel } from './CarouselContext';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './CarouselIcons';
import * as styles from './Carousel.css';

type ControlButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'type' | 'children'> &
  styles.ControlVariants & {
    /** The accessible name. */
    label?: string | undefined;
    /** Replaces the arrow. */
    children?: ReactNode;
  };

export type CarouselPreviousProps = ControlButtonProps;
export type CarouselNextProps = ControlButtonProps;

function StepButton({
  part,
  label,
  children,
  placement,
  onClick,
  disabled,
  ...rest
}: ControlButtonProps & { part: 'Previous' | 'Next' }) {
  const carousel = useCarousel(part);
  const previous = part === 'Previous';
  const possible = previous ? carousel.snapshot.canPrevious : carousel.snapshot.canNext;
  const Icon = previous ? PreviousIcon : NextIcon;
  return (
    <button
      {...rest}
      type="button"
      className={styles.control({ placement })}
      aria-label={label}
      aria-controls={carousel.containerId}
      disabled={disabled || !possible}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (previous) carousel.scrollPrevious();
        else carousel.scrollNext();
      }}
    >
      {children ?? <Icon className={styles.icon} />}
    </button>
  );
}

/** Shows the previous slide (or page); disabled at the first one unless the carousel loops. */
export function CarouselPrevious(props: CarouselPreviousProps) {
  return <StepButton {...props} part="Previous" label={props.label ?? 'Previous slide'} />;
}
CarouselPrevious.displayName = 'Carousel.Previous';

/** Shows the next slide (or page); disabled at the last one unless the carousel loops. */
export function CarouselNext(props: CarouselNextProps) {
  return <StepButton {...props} part="Next" label={props.label ?? 'Next slide'} />;
}
CarouselNext.displayName = 'Carousel.Next';

export interface CarouselPlayPauseProps extends styles.ControlVariants {
  /** Accessible names while autoplay is on and off. */
  stopLabel?: string | undefined;
  startLabel?: string | undefined;
}

/** Stops and starts autoplay; rendered only when the carousel autoplays. */
export function CarouselPlayPause({
  placement,
  stopLabel = 'Stop automatic slide show',
  startLabel = 'Start automatic slide show',
}: CarouselPlayPauseProps) {
  const { autoplay, playing, setPlaying, containerId, snapshot } = useCarousel('PlayPause');
  if (!autoplay || snapshot.snapCount <= 1) return null;
  return (
    <button
      type="button"
      className={styles.control({ placement })}
      aria-label={playing ? stopLabel : startLabel}
      aria-controls={containerId}
      data-carousel-rotation=""
      data-state={playing ? 'playing' : 'paused'}
      onClick={() => setPlaying(!playing)}
    >
      {playing ? <PauseIcon className={styles.icon} /> : <PlayIcon className={styles.icon} />}
    </button>
  );
}
CarouselPlayPause.displayName = 'Carousel.PlayPause';

export interface CarouselControlsProps {
  children: ReactNode;
}

/** A centred row for the buttons and dots under the slides. */
export function CarouselControls({ children }: CarouselControlsProps) {
  return <div className={styles.controls}>{children}</div>;
}
CarouselControls.displayName = 'Carousel.Controls';
