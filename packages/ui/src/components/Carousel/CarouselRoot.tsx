import { assignInlineVars } from '@vanilla-extract/dynamic';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { useOnScreen } from '../../hooks/useOnScreen';
import {
  BANNER_AUTOPLAY_DELAY_MS,
  BANNER_TRANSITION_MS,
  emblaDuration,
  type CarouselSlidesPerView,
} from './carouselTimings';
import { bringFocusIntoView } from './bringFocusIntoView';
import { CarouselContext, type CarouselContextValue } from './CarouselContext';
import { restOnSnap } from './restOnSnap';
import { useCarouselSnapshot, type EmblaCarouselType } from './useCarouselSnapshot';
import * as styles from './Carousel.css';

export interface CarouselRootProps extends styles.RootVariants {
  /** Names the carousel for screen readers, e.g. 'Upcoming lots'. */
  label: string;
  children: ReactNode;
  /** Slides in view, one number or per breakpoint; 1 by default. */
  slidesPerView?: number | CarouselSlidesPerView | undefined;
  /** After the last slide comes the first again. */
  loop?: boolean | undefined;
  /**
   * Moves on by itself every `autoplayDelay` ms; pauses while hovered or focused from the keyboard, and holds its
   * timer while scrolled out of sight.
   */
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
export function CarouselRoot({
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
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [selected, setSelected] = useControllableState(index, defaultIndex, onIndexChange);
  const [isPlaying, setPlaying] = useControllableState(playing, defaultPlaying ?? !reducedMotion, onPlayingChange);
  const [startIndex] = useState(selected);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const containerId = useId();
  const [rootNode, setRootNode] = useState<HTMLElement | null>(null);
  const onScreen = useOnScreen(autoplay ? rootNode : null);

  const options = useMemo(
    () => ({
      loop,
      align: 'start' as const,
      slidesToScroll: 'auto' as const,
      containScroll: 'trimSnaps' as const,
      duration: reducedMotion ? 0 : emblaDuration(transitionMs),
      inViewThreshold: 0.5,
      watchFocus: bringFocusIntoView,
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
    // Out of sight it does not move (nor spend the page's frames on it); its play state is unchanged.
    if (rotating && onScreen && carousel.scrollSnapList().length > 1) plugin.play();
    else plugin.stop();
  });
  const syncSelected = useEffectEvent((carousel: EmblaCarouselType) => {
    const current = carousel.selectedScrollSnap();
    if (current !== selected) setSelected(current);
  });

  useEffect(() => {
    if (api) syncAutoplay(api);
  }, [api, rotating, onScreen]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => syncSelected(api);
    const onReInit = () => {
      syncSelected(api);
      syncAutoplay(api);
    };
    const onPointerUp = () => syncAutoplay(api);
    api.on('select', onSelect).on('reInit', onReInit).on('pointerUp', onPointerUp).on('settle', restOnSnap);
    return () => {
      api.off('select', onSelect).off('reInit', onReInit).off('pointerUp', onPointerUp).off('settle', restOnSnap);
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
        ref={setRootNode}
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
