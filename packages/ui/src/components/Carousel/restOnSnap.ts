import type { EmblaCarouselType } from './useCarouselSnapshot';

/**
 * Embla stops its spring once the drawn position comes within 0.001 px of the snap, then draws one more frame
 * between its last two steps. A short transition (a spring that overshoots) on uneven frames can so come to rest a
 * fraction of a pixel off, with the slides' pictures and text drawn between pixels: this puts them on the snap.
 */
export function restOnSnap(carousel: EmblaCarouselType) {
  const engine = carousel.internalEngine();
  const snap = engine.target.get();
  if (engine.offsetLocation.get() === snap) return;
  for (const position of [engine.location, engine.previousLocation, engine.offsetLocation]) position.set(snap);
  engine.translate.to(snap);
  if (engine.options.loop) engine.slideLooper.loop();
}
