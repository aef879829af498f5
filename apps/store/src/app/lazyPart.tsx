import { lazy, useEffect, type ComponentType } from 'react';
import { importUntilShown } from './chunkLoading';

/**
 * A part of a page loaded after its first paint (a chunk of its own, for the route's JavaScript budget). While its
 * chunk cannot be fetched the part's place stays empty and the page around it still works, where React's own `lazy`
 * would replace the whole page with the error page; the part appears when the chunk arrives. It counts as on its way
 * until it is on the page, so that the reads it starts there are seen by whoever waits for the page to settle.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() =>
    importUntilShown(load).then(({ part: Part, shown }) => {
      // Effects run children first: the part's reads have started by the time this one says it is shown.
      function ShownPart(props: Props) {
        useEffect(shown, []);
        return <Part {...props} />;
      }
      return { default: ShownPart };
    }),
  );
}
