import { expect, waitFor } from 'storybook/test';

/** Waits until the carousel's slides have come to rest, so assertions and screenshots see the end state. */
export async function settled(carousel: HTMLElement) {
  // A scroll asked for by a click starts a frame later, so `data-scrolling` alone can be read too early:
  // the slides must also keep one position over several checks (half a second: a loaded machine can stall a frame).
  const slides = () => carousel.querySelector<HTMLElement>('[style*="transform"]')?.style.transform ?? '';
  let last = slides();
  let stillChecks = 0;
  await waitFor(
    () => {
      const now = slides();
      stillChecks = now === last ? stillChecks + 1 : 0;
      last = now;
      expect(carousel).not.toHaveAttribute('data-scrolling');
      expect(stillChecks).toBeGreaterThanOrEqual(10);
    },
    { timeout: 6000 },
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
