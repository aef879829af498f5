import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { chunksLoading, importUntilLoaded, onChunksSettled } from '../app/chunkLoading';

/** A page that never settles (a read retried while the server is away) still gets the brand fonts by then. */
const AT_THE_LATEST_MS = 10_000;

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);

/**
 * The brand fonts are added once the first page has everything it asked for (its code and its data) and the browser
 * is idle: on a slow connection their 100 KB would otherwise compete with what the buyer came for. Until then text
 * shows in the theme's fallback fonts, scaled to the brand fonts' size (fallbackFonts.css.ts), so the swap moves little;
 * both fonts swap in together, in one layout of the page.
 */
export function addBrandFontsOnceSettled(router: AnyRouter, queryClient: QueryClient) {
  const stopRendered = router.subscribe('onRendered', () => {
    stopRendered();
    let added = false;
    const stops: (() => void)[] = [];
    const add = () => {
      if (added) return;
      added = true;
      stops.forEach((stop) => stop());
      void importUntilLoaded(() => import('@storefront/ui/brandFonts')).then(({ addBrandFontsTogether }) =>
        addBrandFontsTogether(),
      );
    };
    const settled = () => queryClient.isFetching() === 0 && chunksLoading() === 0;
    // Checked again when idle, in case something started in between. One wait at a time:
    // the cache's events (every socket message) would otherwise each queue one.
    let waiting = false;
    const check = () => {
      if (added || waiting || !settled()) return;
      waiting = true;
      whenIdle(() => {
        waiting = false;
        if (settled()) add();
      });
    };
    const latest = setTimeout(add, AT_THE_LATEST_MS);
    stops.push(queryClient.getQueryCache().subscribe(check), onChunksSettled(check), () => clearTimeout(latest));
    check();
  });
}
