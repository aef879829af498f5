import { useEffect, useState } from 'react';

/**
 * Tells whether an element's content overflows it, so a scrolling region can join the tab
 * order only when keyboard users need to reach it to scroll.
 */
export function useOverflowing<T extends HTMLElement>() {
  const [node, setNode] = useState<T | null>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    if (!node) return;
    const update = () => setOverflowing(node.scrollHeight > node.clientHeight + 1);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(node);
    for (const child of Array.from(node.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [node]);

  return [setNode, overflowing] as const;
}
