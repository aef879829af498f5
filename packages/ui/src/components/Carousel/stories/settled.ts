import { expect, waitFor } from 'storybook/test';

/**
 * Waits until Embla has started on the carousel (it starts once the carousel's first frame is painted) and reported
 * which slides are in view: until then its buttons wait and it does not play.
 */
export const started = (carousel: HTMLElement) =>
  waitFor(() => expect(carousel.querySelector('[aria-roledescription="slide"][data-state="active"]')).not.toBeNull(), {
    timeout: 3000,
  });

/** Waits until the carousel's slides have come to rest, so assertions and screenshots see the end state. */
export async function settled(carousel: HTMLElement) {
  // A scroll asked for by a click starts a frame later, so `data-scrolling` alone can be read too early: the slides
  // must also keep one position over several checks (half a second). A check counts only when the page has drawn a
  // frame since the one before: on a loaded machine the frames that move the slides can stall while timers still
  // run, and a position that merely waits for its next frame is not at rest.
  const slides = () => carousel.querySelector<HTMLElement>('[style*="transform"]')?.style.transform ?? '';
  let frames = 0;
  let counting = true;
  const countFrames = () => {
    frames += 1;
    if (counting) requestAnimationFrame(countFrames);
  };
  requestAnimationFrame(countFrames);
  let last = slides();
  let framesAtLast = frames;
  let stillChecks = 0;
  try {
    await waitFor(
      () => {
        const now = slides();
        if (now !== last) stillChecks = 0;
        else if (frames > framesAtLast) stillChecks += 1;
        last = now;
        framesAtLast = frames;
        expect(carousel).not.toHaveAttribute('data-scrolling');
        expect(stillChecks).toBeGreaterThanOrEqual(10);
      },
      { timeout: 6000 },
    );
  } finally {
    counting = false;
  }
}

/**
 * Waits until the slides stand on whole pixels: the last frames of a slide's movement can leave them a fraction of a
 * pixel short for a moment after they stopped changing, and a screenshot would catch their text drawn in between.
 */
export async function onWholePixels(carousel: HTMLElement) {
  const slides = carousel.querySelector('[aria-live]');
  const viewport = slides?.parentElement;
  await waitFor(
    () => {
      const offset = (slides?.getBoundingClientRect().left ?? NaN) - (viewport?.getBoundingClientRect().left ?? NaN);
      expect(Number.isInteger(offset)).toBe(true);
    },
    { timeout: 3000 },
  );
}

/** Makes the page report `prefers-reduced-motion: reduce`; returns the undo. */
export function preferReducedMotion(): () => void {
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    if (!query.includes('prefers-reduced-motion')) return original(query);
    const list: MediaQueryList = {
      matches: query.includes('reduce'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list;
  };
  return () => {
    window.matchMedia = original;
  };
}

/** Hands animation frames timestamps `interval` ms apart, as a screen of that refresh rate would; returns the undo. */
export function framesEvery(interval: number): () => void {
  const original = window.requestAnimationFrame.bind(window);
  let frame: number | undefined;
  let time = 0;
  window.requestAnimationFrame = (callback) =>
    original((now) => {
      if (now !== frame) time = frame === undefined ? now : time + interval;
      frame = now;
      callback(time);
    });
  return () => {
    window.requestAnimationFrame = original;
  };
}
