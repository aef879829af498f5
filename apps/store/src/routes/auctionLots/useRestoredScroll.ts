import { useEffect, useRef } from 'react';

/** Back from a lot, the lots page scrolls to where the buyer was (the link's scrollLocation), once its lots are in. */
export function useRestoredScroll(scrollLocation: number | undefined, ready: boolean): void {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !ready || scrollLocation === undefined) return;
    restored.current = true;
    requestAnimationFrame(() => window.scrollTo({ top: scrollLocation }));
  }, [scrollLocation, ready]);
}
