import { useEffect, useState } from 'react';

/**
 * Whether the element is at least partly on screen (not scrolled out of its page or of a scrolling box around it).
 * True until the first observation, and where the browser has no IntersectionObserver.
 */
export function useOnScreen(node: Element | null): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries.at(-1);
      if (latest) setOnScreen(latest.isIntersecting);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return onScreen;
}
