import { useCallback, useEffect, useRef, useState } from 'react';

/** Clear all reloads briefly: 3 s on home, 2 s in lot search (spec 001 §2). */
export const CLEAR_ALL_RELOAD_MS = { home: 3000, lotSearch: 2000 } as const;

/** The results show as loading for `ms` after a Clear all. */
export function useBriefReload(ms: number): [reloading: boolean, start: () => void] {
  const [reloading, setReloading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    setReloading(true);
    timer.current = setTimeout(() => setReloading(false), ms);
  }, [ms]);
  return [reloading, start];
}
