import { lazy, type ComponentType } from 'react';

/*
 * A part of a page loaded after its first paint (a chunk of its own, for the route's JavaScript budget) that is asked
 * for while the server is unreachable keeps its place empty and is fetched again (after 1 s, then less and less
 * often) instead of replacing the whole page with an error: the page around it still works, and the part appears when
 * the server is back.
 */
const RETRY_FIRST_MS = 1000;
const RETRY_MOST_MS = 10_000;

function importUntilLoaded<Part>(load: () => Promise<Part>, waitMs = RETRY_FIRST_MS): Promise<Part> {
  return load().catch(
    () =>
      new Promise<Part>((resolve) => {
        setTimeout(() => resolve(importUntilLoaded(load, Math.min(waitMs * 2, RETRY_MOST_MS))), waitMs);
      }),
  );
}

export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() => importUntilLoaded(load).then((component) => ({ default: component })));
}
