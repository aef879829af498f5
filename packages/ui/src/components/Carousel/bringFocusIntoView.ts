import type { EmblaCarouselType } from './useCarouselSnapshot';

const wholly = (inner: DOMRect, outer: DOMRect) => inner.left >= outer.left - 1 && inner.right <= outer.right + 1;

/**
 * Brings the slide that keyboard focus lands in into view, on the page of slides that holds it. Embla's own
 * handling acts only within 10 ms of a Tab key press: a busy page, or focus moved by a screen reader, misses that
 * window, and the focused slide stayed out of sight. Returns false so Embla's handling does not act as well.
 */
export function bringFocusIntoView(carousel: EmblaCarouselType, event: FocusEvent): false {
  const viewport = carousel.rootNode();
  // The browser scrolls the clipped viewport itself to show what got focus; the slides' position is Embla's alone.
  viewport.scrollLeft = 0;
  const slide = event.currentTarget;
  if (!(slide instanceof HTMLElement) || !(event.target instanceof Element)) return false;
  if (!event.target.matches(':focus-visible')) return false;
  if (wholly(slide.getBoundingClientRect(), viewport.getBoundingClientRect())) return false;
  const index = carousel.slideNodes().indexOf(slide);
  const snap = carousel.internalEngine().slideRegistry.findIndex((slides) => slides.includes(index));
  if (snap >= 0) carousel.scrollTo(snap, true);
  return false;
}
