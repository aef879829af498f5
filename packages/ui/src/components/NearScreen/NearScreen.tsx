import { useEffect, useState, type ReactNode } from 'react';

export interface NearScreenProps {
  /** Shown in the content's place until the buyer comes near it; it should hold about the content's height. */
  placeholder: ReactNode;
  /** Render the content at once: the buyer came for it (a place in it carried in the address, say). */
  eager?: boolean;
  children: ReactNode;
}

/**
 * Renders its children once the buyer comes near them: when their place is within a screen's height below the
 * viewport, or at the first key pressed (a keyboard or find-in-page user reaches what lies further down without
 * scrolling first). A phone then spends its first seconds on the first screen only. Once rendered, they stay.
 */
export function NearScreen({ placeholder, eager = false, children }: NearScreenProps) {
  // Without IntersectionObserver (old browsers) there is no telling: render at once.
  const [near, setNear] = useState(eager || typeof IntersectionObserver === 'undefined');
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (near || !anchor) return undefined;
    const comeNear = () => setNear(true);
    const onEntries: IntersectionObserverCallback = (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) comeNear();
    };
    const margin = '0px 0px 100% 0px';
    let observer: IntersectionObserver;
    try {
      // The document as root: its own viewport, also inside a frame (Storybook's), where the implicit root would be the
      // top page's viewport.
      observer = new IntersectionObserver(onEntries, { root: anchor.ownerDocument, rootMargin: margin });
    } catch {
      // Browsers from before document roots (2020) take only an element as root.
      observer = new IntersectionObserver(onEntries, { rootMargin: margin });
    }
    observer.observe(anchor);
    window.addEventListener('keydown', comeNear, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', comeNear);
    };
  }, [near, anchor]);

  if (near || eager) return children;
  return <div ref={setAnchor}>{placeholder}</div>;
}
