import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { brandFontFiles, loadBrandFonts } from '@storefront/ui/brandFonts';
import { chunksLoading, onChunksSettled } from '../app/chunkLoading';

/** A page that never settles (a read retried while the server is away) still has the brand fonts fetched by then. */
const AT_THE_LATEST_MS = 10_000;

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);

/** Where the storefront notes which brand font files this browser has fetched. */
const FETCHED_KEY = 'brand-fonts-fetched';

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

/** Which brand font files this browser has fetched, as noted then; nothing when storage is unavailable. */
function filesFetchedBefore(): string | null {
  try {
    return localStorage.getItem(FETCHED_KEY);
  } catch {
    return null;
  }
}

function noteFilesFetched(files: readonly string[]) {
  try {
    localStorage.setItem(FETCHED_KEY, files.join(' '));
  } catch {
    // Without storage, every visit is a first visit: the fonts come on the next page.
  }
}

/**
 * Whether every one of the files was read from this browser's cache: nothing transferred, as their resource timings
 * say once the browser has noted them (which can come after the fonts have loaded). The note outlives the cache (a
 * browser evicts files, a buyer clears it); a file that came over the network arrived at its own time. Answers false
 * when `until` ends the wait first.
 */
function readFromCache(files: readonly string[], until: AbortSignal): Promise<boolean> {
  const addresses = new Set(files.map((file) => new URL(file, location.href).href));
  return new Promise((resolve) => {
    const timings = new Map<string, PerformanceResourceTiming>();
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry instanceof PerformanceResourceTiming && addresses.has(entry.name)) timings.set(entry.name, entry);
      if (timings.size < addresses.size) return;
      finish([...timings.values()].every((timing) => timing.transferSize === 0 && timing.decodedBodySize > 0));
    });
    const finish = (fromCache: boolean) => {
      observer.disconnect();
      until.removeEventListener('abort', notInTime);
      resolve(fromCache);
    };
    const notInTime = () => finish(false);
    until.addEventListener('abort', notInTime);
    observer.observe({ type: 'resource', buffered: true });
  });
}

let loading: Promise<FontFace[]> | undefined;

/** This release's brand fonts, loaded once (a load that failed is tried again when next asked for). */
function loadedBrandFonts() {
  loading ??= loadBrandFonts().then(
    (faces) => {
      noteFilesFetched(brandFontFiles);
      return faces;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The first page has rendered: the router took the server-written placeholder away. */
const firstPageRendered = () => document.getElementById('boot') === null;

/**
 * The brand fonts never change the font of a page the buyer is looking at: a font arriving under a page lays the whole
 * page out again (about 200 ms on a phone) and moves its text under the buyer's eyes and finger. When this browser
 * fetched this release's fonts on an earlier visit and its cache still holds them, they are read from there and added
 * before the first page renders. Otherwise (or when the first page is there first) they are fetched once the first
 * page has everything it asked for and the browser is idle (on a slow connection their 100 KB would compete with what
 * the buyer came for), and added as the buyer's next page mounts, which is laid out anew anyway. Until then text shows
 * in the theme's fallback fonts, scaled to the brand fonts' size (fallbackFonts.css.ts).
 */
export function addBrandFontsBetweenPages(router: AnyRouter, queryClient: QueryClient) {
  let added = false;
  const add = (faces: FontFace[]) => {
    if (added) return;
    added = true;
    faces.forEach((face) => document.fonts.add(face));
  };
  // A file that did not come leaves the text in the fallback fonts, which are set to the brand fonts' size.
  const ignore = () => undefined;
  // Until the first page is there, the placeholder and the header are all a font added now would move.
  const firstPage = new AbortController();
  if (!firstPageRendered() && filesFetchedBefore() === brandFontFiles.join(' '))
    loadedBrandFonts().then(async (faces) => {
      if ((await readFromCache(brandFontFiles, firstPage.signal)) && !firstPageRendered()) add(faces);
    }, ignore);
  const afterFirstPage = () =>
    whenSettled(queryClient, () => {
      if (added) return;
      loadedBrandFonts().then((faces) => {
        if (added) return;
        const stopMounting = router.subscribe('onBeforeRouteMount', () => {
          stopMounting();
          add(faces);
        });
      }, ignore);
    });
  if (firstPageRendered()) return afterFirstPage();
  const stopRendered = router.subscribe('onRendered', () => {
    stopRendered();
    firstPage.abort();
    afterFirstPage();
  });
}
