import { useCallback, useState } from 'react';

/** Remembers which image sources failed to load, so each falls back once and stays so. */
export function useBrokenImages() {
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const markBroken = useCallback(
    (src: string) => setBroken((previous) => (previous.has(src) ? previous : new Set(previous).add(src))),
    [],
  );
  const isBroken = useCallback((src: string) => broken.has(src), [broken]);
  return { isBroken, markBroken };
}
