import { assignInlineVars } from '@vanilla-extract/dynamic';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  createContext,
  use,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useState,
  type ButtonHTMLAttributes,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useControllableState } from '../Field';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './CarouselIcons';
import { useCarouselSnapshot, type CarouselSnapshot, type EmblaCarouselType } from './useCarouselSnapshot';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import * as styles from './Carousel.css';

/** Home banner slider: a new banner every 3.5 s (spec, section 9). */
export const BANNER_AUTOPLAY_DELAY_MS = 3500;
/** Home banner slider: each change takes 1 s (spec, section 9). */
export const BANNER_TRANSITION_MS = 1000;

/** Slides in view: `base` above 1024 px, then each named breakpoint at or below its width. */
export interface CarouselSlidesPerView {
  base: number;
  /** 1024 px or less. */
  desktop?: number | undefined;
  /** 991 px or less. */
  mobile?: number | undefined;
  /** 768 px or less. */
  tablet?: number | undefined;
  /** 600 px or less. */
  phone?: number | undefined;
  /** 480 px or less. */
  smallPhone?: number | undefined;
}

/** Lot carousels (upcoming and other lots): 8, then 3 up to 1024 px, 2 up to 600, 1 up to 480 (spec, section 9). */
export const LOT_CAROUSEL_SLIDES = {
  base: 8,
  desktop: 3,
  phone: 2,
  smallPhone: 1,
} as const satisfies CarouselSlidesPerView;

/** Embla's duration is a unitless speed; 25 (its default) settles in about one second. */
const emblaDuration = (milliseconds: number) => Math.max(1, Math.round(milliseconds / 40));

interface CarouselContextValue {
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

const CarouselContext = createContext<CarouselContextValue | null>(null);

function useCarousel(part: string): CarouselContextValue {
  const context = use(CarouselContext);
  if (!context) throw new Error(`Carousel.${part} must be inside Carousel.Root`);
  return context;
}

export interface CarouselRootProps extends styles.RootVariants {
  /** Names the carousel for screen readers, e.g. 'Upcoming lots'. */
  label: string;
  children: ReactNode;
  /** Slides in view, one number or per breakpoint; 1 by default. */
  slidesPerView?: number | CarouselSlidesPerView | undefined;
  /** After the last slide comes the first again. */
  loop?: boolean | undefined;
  /** Moves on by itself every `autoplayDelay` ms; pauses while hovered or focused from the keyboard. */
  autoplay?: boolean | undefined;
  autoplayDelay?: number | undefined;
  /** How long a change of slide takes; instant when the user prefers reduced motion. */
  transitionMs?: number | undefined;
  /** The selected slide, or page of slides when several are in view (controlled). */
  index?: number | undefined;
  defaultIndex?: number | undefined;
  onIndexChange?: ((index: number) => void) | undefined;
  /** Whether autoplay is on (controlled); the pause button turns it off. */
  playing?: boolean | undefined;
  /** Autoplay starts on unless this is false or the user prefers reduced motion. */
  defaultPlaying?: boolean | undefined;
  onPlayingChange?: ((playing: boolean) => void) | undefined;
}

const perViewVars = (slidesPerView: number | CarouselSlidesPerView) => {
  const counts = typeof slidesPerView === 'number' ? { base: slidesPerView } : slidesPerView;
  const entries: [string, number | undefined][] = [
    [styles.perViewBase, counts.base],
    [styles.perViewDesktop, counts.desktop],
    [styles.perViewMobile, counts.mobile],
    [styles.perViewTablet, counts.tablet],
    [styles.perViewPhone, counts.phone],
    [styles.perViewSmallPhone, counts.smallPhone],
  ];
  return assignInlineVars(
    Object.fromEntries(
      entries
        .filter((entry): entry is [string, number] => entry[1] !== undefined)
        .map(([name, n]) => [name, String(n)]),
    ),
  );
};

const arrowKeysOwnedBy =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="slider"], [role="radiogroup"], [role="tablist"], [role="listbox"], [role="menu"], [role="grid"]';

function isKeyboardFocus(target: EventTarget): target is Element {
  return target instanceof Element && target.matches(':focus-visible');
}

/**
 * A row of slides that scrolls one slide (or one page of slides) at a time, built on Embla.
 * Arrow keys move it; autoplay pauses on hover, on keyboard focus, and with its pause button.
 */
function CarouselRoot({
  label,
  children,
  slidesPerView = 1,
  spacing,
  loop = false,
  autoplay = false,
  autoplayDelay = BANNER_AUTOPLAY_DELAY_MS,
  transitionMs = BANNER_TRANSITION_MS,
  index,
  defaultIndex = 0,
  onIndexChange,
  playing,
  defaultPlaying,
  onPlayingChange,
}: CarouselRootProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [selected, setSelected] = useControllableState(index, defaultIndex, onIndexChange);
  const [isPlaying, setPlaying] = useControllableState(playing, defaultPlaying ?? !reducedMotion, onPlayingChange);
  const [startIndex] = useState(selected);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const containerId = useId();

  const options = useMemo(
    () => ({
      loop,
      align: 'start' as const,
      slidesToScroll: 'auto' as const,
      containScroll: 'trimSnaps' as const,
      duration: reducedMotion ? 0 : emblaDuration(transitionMs),
      inViewThreshold: 0.5,
      startIndex,
    }),
    [loop, reducedMotion, transitionMs, startIndex],
  );
  const plugins = useMemo(
    () =>
      autoplay
        ? [
            Autoplay({
              delay: autoplayDelay,
              playOnInit: false,
              stopOnInteraction: true,
              stopOnFocusIn: false,
              stopOnMouseEnter: false,
            }),
          ]
        : [],
    [autoplay, autoplayDelay],
  );
  const [emblaRef, api] = useEmblaCarousel(options, plugins);
  const snapshot = useCarouselSnapshot(api);
  const rotating = autoplay && isPlaying && !hovered && !focused && snapshot.snapCount > 1;

  const syncAutoplay = useEffectEvent((carousel: EmblaCarouselType) => {
    const plugin = carousel.plugins().autoplay;
    if (!plugin) return;
    if (rotating && carousel.scrollSnapList().length > 1) plugin.play();
    else plugin.stop();
  });
  const syncSelected = useEffectEvent((carousel: EmblaCarouselType) => {
    const current = carousel.selectedScrollSnap();
    if (current !== selected) setSelected(current);
  });

  useEffect(() => {
    if (api) syncAutoplay(api);
  }, [api, rotating]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => syncSelected(api);
    const onReInit = () => {
      syncSelected(api);
      syncAutoplay(api);
    };
    const onPointerUp = () => syncAutoplay(api);
    api.on('select', onSelect).on('reInit', onReInit).on('pointerUp', onPointerUp);
    return () => {
      api.off('select', onSelect).off('reInit', onReInit).off('pointerUp', onPointerUp);
    };
  }, [api]);

  useEffect(() => {
    if (api && selected !== api.selectedScrollSnap()) api.scrollTo(selected);
  }, [api, selected]);

  const restartTimer = () => api?.plugins().autoplay?.reset();
  const context: CarouselContextValue = {
    emblaRef,
    snapshot,
    containerId,
    autoplay,
    playing: isPlaying,
    rotating,
    setPlaying,
    scrollPrevious: () => {
      api?.scrollPrev();
      restartTimer();
    },
    scrollNext: () => {
      api?.scrollNext();
      restartTimer();
    },
    scrollTo: (target: number) => {
      api?.scrollTo(target);
      restartTimer();
    },
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.target instanceof Element && event.target.closest(arrowKeysOwnedBy)) return;
    if (event.key === 'ArrowLeft') context.scrollPrevious();
    else if (event.key === 'ArrowRight') context.scrollNext();
    else return;
    event.preventDefault();
  };
  const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') setHovered(true);
  };
  const onPointerLeave = () => setHovered(false);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // The play/pause button itself does not hold autoplay, or pressing "start" could not start it.
    setFocused(isKeyboardFocus(event.target) && !event.target.closest('[data-carousel-rotation]'));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
  };

  return (
    <CarouselContext value={context}>
      <section
        aria-roledescription="carousel"
        aria-label={label}
        className={styles.root({ spacing })}
        style={perViewVars(slidesPerView)}
        data-autoplay={autoplay ? (rotating ? 'playing' : 'paused') : undefined}
        data-scrolling={snapshot.scrolling || undefined}
        onKeyDown={onKeyDown}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {children}
      </section>
    </CarouselContext>
  );
}
CarouselRoot.displayName = 'Carousel.Root';

export interface CarouselViewportProps {
  /** The `Carousel.Slide`s. */
  children: ReactNode;
}

/** The window the slides scroll through. Not announced while autoplay runs; announced politely otherwise. */
function CarouselViewport({ children }: CarouselViewportProps) {
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

export interface CarouselSlideProps {
  children: ReactNode;
  /** Names the slide; "2 of 5" by default. */
  'aria-label'?: string | undefined;
}

/** One slide: a group announced as "slide"; `data-state="active"` while it is in view. */
function CarouselSlide({ children, 'aria-label': ariaLabel }: CarouselSlideProps) {
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
function CarouselPrevious(props: CarouselPreviousProps) {
  return <StepButton {...props} part="Previous" label={props.label ?? 'Previous slide'} />;
}
CarouselPrevious.displayName = 'Carousel.Previous';

/** Shows the next slide (or page); disabled at the last one unless the carousel loops. */
function CarouselNext(props: CarouselNextProps) {
  return <StepButton {...props} part="Next" label={props.label ?? 'Next slide'} />;
}
CarouselNext.displayName = 'Carousel.Next';

export interface CarouselDotsProps {
  /** Names the group of dots. */
  label?: string | undefined;
  /** Names one dot; "Slide 2 of 5" (or "Page 2 of 3" when several slides are in view) by default. */
  getDotLabel?: ((index: number, count: number) => string) | undefined;
}

/** A dot per slide (or page); the current one has `aria-current="true"`. */
function CarouselDots({ label = 'Choose slide', getDotLabel }: CarouselDotsProps) {
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

export interface CarouselPlayPauseProps extends styles.ControlVariants {
  /** Accessible names while autoplay is on and off. */
  stopLabel?: string | undefined;
  startLabel?: string | undefined;
}

/** Stops and starts autoplay; rendered only when the carousel autoplays. */
function CarouselPlayPause({
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
function CarouselControls({ children }: CarouselControlsProps) {
  return <div className={styles.controls}>{children}</div>;
}
CarouselControls.displayName = 'Carousel.Controls';

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
