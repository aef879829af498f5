import { expect, waitFor } from 'storybook/test';

/** Waits until the carousel's slides have come to rest, so assertions and screenshots see the end state. */
export async function settled(carousel: HTMLElement) {
  await waitFor(() => expect(carousel).not.toHaveAttribute('data-scrolling'), { timeout: 4000 });
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
