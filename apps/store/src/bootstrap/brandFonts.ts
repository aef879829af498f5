import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { loadBrandFonts } from '@storefront/ui/brandFonts';
import { chunksLoading, onChunksSettled } from '../app/chunkLoading';

/** A page that never settles (a read retried while the server is away) still has the brand fonts fetched by then. */
const AT_THE_LATEST_MS = 10_000;

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);

/** Calls `run` once the page has everything it asked for (its code and its data) and the browser is idle. */
function whenSettled(queryClient: QueryClient, run: () => void) {
  let done = false;
  const stops: (() => void)[] = [];
  const finish = () => {
    if (done) return;
    done = true;
    stops.forEach((stop) => stop());
    run();
  };
  const settled = () => queryClient.isFetching() === 0 && chunksLoading() === 0;
  // Checked again when idle, in case something started in between. One wait at a time:
  // the cache's events (every socket message) would otherwise each queue one.
  let waiting = false;
  const check = () => {
    if (done || waiting || !settled()) return;
    waiting = true;
    whenIdle(() => {
      waiting = false;
      if (settled()) finish();
    });
  };
  const latest = setTimeout(finish, AT_THE_LATEST_MS);
  stops.push(queryClient.getQueryCache().subscribe(check), onChunksSettled(check), () => clearTimeout(latest));
  check();
}

/** The first page has rendered: the router took the server-written placeholder away. */
const firstPageRendered = () => document.getElementById('boot') === null;

/**
 * The brand fonts never change the font of a page the buyer is looking at: a font arriving under a page lays the whole
 * page out again (about 200 ms on a phone) and moves its text under the buyer's eyes and finger. They are fetched once
 * the first page has everything it asked for and the browser is idle (on a slow connection their 100 KB would compete
 * with what the buyer came for), and added as the buyer's next page mounts, which is laid out anew anyway. Until then
 * text shows in the theme's fallback fonts, scaled to the brand fonts' size (fallbackFonts.css.ts). A return visit
 * reads the files from the browser's cache, but still only for the next page: added under the placeholder, the brand
 * fonts made the first page's layout slower and its heading a new largest paint (decision 14).
 */
export function addBrandFontsBetweenPages(router: AnyRouter, queryClient: QueryClient) {
  const afterFirstPage = () =>
    whenSettled(queryClient, () => {
      loadBrandFonts().then(
        (faces) => {
          const stopMounting = router.subscribe('onBeforeRouteMount', () => {
            stopMounting();
            faces.forEach((face) => document.fonts.add(face));
          });
        },
        // A file that did not come leaves the text in the fallback fonts, which are set to the brand fonts' size.
        () => undefined,
      );
    });
  if (firstPageRendered()) return afterFirstPage();
  const stopRendered = router.subscribe('onRendered', () => {
    stopRendered();
    afterFirstPage();
  });
}
