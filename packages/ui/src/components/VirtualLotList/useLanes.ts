import { useLayoutEffect, useState, type RefObject } from 'react';

/** How many items of at least minItemWidth fit side by side in the list (its column gap included), kept up on resize. */
export function useLanes(listRef: RefObject<HTMLElement | null>, minItemWidth: number | undefined): number {
  const [lanes, setLanes] = useState(1);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || !minItemWidth) return;
    const measure = () => {
      const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
      setLanes(Math.max(1, Math.floor((list.clientWidth + gap) / (minItemWidth + gap))));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef, minItemWidth]);
  return lanes;
}
