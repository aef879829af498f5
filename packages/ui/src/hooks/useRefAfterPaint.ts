import { useCallback, useRef, type RefCallback } from 'react';

/**
 * A callback ref that hands its node on to `ref` once the browser has laid out and painted the frame the node first
 * appears in. A ref that measures the node (a carousel reading its slides' sizes) then reads a layout already done,
 * instead of forcing one inside the commit that mounted it, in the same long task as the page's first render. A node
 * taken away is handed on at once.
 */
export function useRefAfterPaint<Node extends Element>(ref: RefCallback<Node>): RefCallback<Node> {
  const pending = useRef<{ frame: number; timer?: ReturnType<typeof setTimeout> } | null>(null);
  return useCallback(
    (node: Node | null) => {
      const waiting = pending.current;
      if (waiting) {
        cancelAnimationFrame(waiting.frame);
        clearTimeout(waiting.timer);
        pending.current = null;
      }
      if (!node) return void ref(null);
      // A frame's callbacks run before its layout and paint; a task queued from there runs after them.
      const next = { frame: 0 } as { frame: number; timer?: ReturnType<typeof setTimeout> };
      next.frame = requestAnimationFrame(() => {
        next.timer = setTimeout(() => {
          pending.current = null;
          ref(node);
        }, 0);
      });
      pending.current = next;
    },
    [ref],
  );
}
