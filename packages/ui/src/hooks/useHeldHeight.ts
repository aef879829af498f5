import { useLayoutEffect, useRef } from 'react';

/**
 * Once `hold` turns true, keeps the element at the height it last had before: when a lot closes in front of the
 * buyer its bid box goes, but its card keeps its size, so the cards below do not move under the buyer's pointer.
 * While held it carries `data-held`, for its styles to place what is left in the room (LotCard centres it).
 * An element that mounts already held takes only the room its content needs.
 */
export function useHeldHeight<T extends HTMLElement>(hold: boolean) {
  const ref = useRef<T>(null);
  const lastHeight = useRef<number | undefined>(undefined);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (hold) {
      if (lastHeight.current === undefined) return undefined;
      element.style.minHeight = `${lastHeight.current}px`;
      element.dataset['held'] = '';
      return undefined;
    }
    element.style.minHeight = '';
    delete element.dataset['held'];
    lastHeight.current = element.getBoundingClientRect().height;
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const size = entries.at(-1)?.borderBoxSize[0];
      if (size) lastHeight.current = size.blockSize;
    });
    observer.observe(element, { box: 'border-box' });
    return () => observer.disconnect();
  }, [hold]);

  return ref;
}
