import { lazy, type ComponentType } from 'react';
import { importUntilLoaded } from './chunkLoading';

/**
 * A part of a page loaded after its first paint (a chunk of its own, for the route's JavaScript budget). While its
 * chunk cannot be fetched the part's place stays empty and the page around it still works, where React's own `lazy`
 * would replace the whole page with the error page; the part appears when the chunk arrives.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() => importUntilLoaded(load).then((component) => ({ default: component })));
}
