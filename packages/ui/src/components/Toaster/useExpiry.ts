import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onExpire` once `duration` ms have run while not paused; a pause keeps the time
 * left, so hovering or focusing a toast never makes it leave early.
 */
export function useExpiry(duration: number, paused: boolean, onExpire: () => void) {
  const remaining = useRef(duration);
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    if (paused) return;
    const startedAt = performance.now();
    const timer = window.setTimeout(() => expire(), Math.max(0, remaining.current));
    return () => {
      window.clearTimeout(timer);
      remaining.current -= performance.now() - startedAt;
    };
  }, [paused]);
}
