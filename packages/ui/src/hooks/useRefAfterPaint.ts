import { useCallback, useRef, type RefCallback } from 'react';

/**
 * A callback ref that hands its node on to `ref` once the browser has laid out and painted the frame the node first
 * appears in. A ref that measures the node (a carousel reading its slides' sizes) then reads a layout already done,
 * instead of forcing one inside the commit that mounted it, in the same long task as the page's first render. A node
 * taken away is handed on at once.
 */
export function useRefAfterPaint<Node extends Element>(ref: RefCallback<Node>): RefCallback<Node> {
  const cancelPending = useRef<(() => void) | null>(null);
  return useCallback(
    (node: Node | null) => {
      cancelPending.current?.();
      cancelPending.current = null;
      if (!node) return void ref(null);
      let timer: ReturnType<typeof setTimeout> | undefined;
      // A frame's callbacks run before its layout and paint; a task queued from there runs after them.
      const frame = requestAnimationFrame(() => {
        timer = setTimeout(() => {
          cancelPending.current = null;
          ref(node);
        }, 0);
      });
      cancelPending.current = () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    },
    [ref],
  );
}
