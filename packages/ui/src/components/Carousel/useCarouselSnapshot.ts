import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useMemo, useSyncExternalStore } from 'react';

/** Embla's API and event names, through the React binding this package depends on. */
export type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;
type EmblaEventType = Parameters<EmblaCarouselType['on']>[0];

/** What the carousel's parts render from: the selected snap, what can scroll, what is in view. */
export interface CarouselSnapshot {
  /** The selected scroll snap (a page when several slides are in view). */
  selected: number;
  snapCount: number;
  canPrevious: boolean;
  canNext: boolean;
  /** The slide elements in order; a slide finds its own number here. */
  slides: readonly HTMLElement[];
  /** Indexes of the slides at least half in view. */
  inView: readonly number[];
  /** True from a selection until the slides come to rest. */
  scrolling: boolean;
}

const emptySnapshot: CarouselSnapshot = {
  selected: 0,
  snapCount: 0,
  canPrevious: false,
  canNext: false,
  slides: [],
  inView: [],
  scrolling: false,
};

const events: EmblaEventType[] = ['init', 'reInit', 'select', 'scroll', 'settle', 'slidesInView', 'slidesChanged'];

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((entry, index) => entry === b[index]);

const sameSnapshot = (a: CarouselSnapshot, b: CarouselSnapshot) =>
  a.selected === b.selected &&
  a.snapCount === b.snapCount &&
  a.canPrevious === b.canPrevious &&
  a.canNext === b.canNext &&
  a.scrolling === b.scrolling &&
  sameList(a.slides, b.slides) &&
  sameList(a.inView, b.inView);

function createStore(api: EmblaCarouselType) {
  let scrolling = false;
  let current = emptySnapshot;

  const read = (): CarouselSnapshot => ({
    selected: api.selectedScrollSnap(),
    snapCount: api.scrollSnapList().length,
    canPrevious: api.canScrollPrev(),
    canNext: api.canScrollNext(),
    slides: api.slideNodes(),
    inView: [...api.slidesInView()].sort((a, b) => a - b),
    scrolling,
  });

  return {
    subscribe(onChange: () => void) {
      const listener = (_api: EmblaCarouselType, event: EmblaEventType) => {
        // An instant move (no duration) has settled before it reports the selection.
        if (event === 'select') scrolling = !api.internalEngine().scrollBody.settled();
        if (event === 'scroll') scrolling = true;
        if (event === 'settle' || event === 'reInit') scrolling = false;
        onChange();
      };
      for (const event of events) api.on(event, listener);
      return () => {
        for (const event of events) api.off(event, listener);
      };
    },
    getSnapshot() {
      const next = read();
      if (!sameSnapshot(current, next)) current = next;
      return current;
    },
  };
}

const idle = { subscribe: () => () => undefined, getSnapshot: () => emptySnapshot };

/** Embla's state as React state: re-renders only when something the parts show has changed. */
export function useCarouselSnapshot(api: EmblaCarouselType | undefined): CarouselSnapshot {
  const store = useMemo(() => (api ? createStore(api) : idle), [api]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => emptySnapshot);
}
