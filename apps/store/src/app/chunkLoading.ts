/*
 * How the storefront loads its chunks after the entry (pages, page parts, the requests of a route's loader): a chunk
 * asked for while the server is unreachable is fetched again (after 1 s, then less and less often) until it arrives,
 * instead of failing the page; a chunk whose file the server no longer has (a new release renamed it) reloads the page
 * once, so that the page asks for the current release's files.
 */
const RETRY_FIRST_MS = 1000;
const RETRY_MOST_MS = 10_000;

/** The file a failed import asked for, as Chromium and Firefox name it in their message. */
function fileOf(error: unknown): string | undefined {
  return /https?:\/\/\S+\.js\b/.exec(error instanceof Error ? error.message : '')?.[0];
}

async function isGone(file: string): Promise<boolean> {
  try {
    return (await fetch(file, { method: 'HEAD', cache: 'no-store' })).status === 404;
  } catch {
    return false;
  }
}

/** Reloads the page unless it was already reloaded for this file, which would mean the reload did not help. */
function reloadOnceFor(file: string): boolean {
  const key = `reloaded-for:${file}`;
  if (sessionStorage.getItem(key)) return false;
  sessionStorage.setItem(key, '1');
  window.location.reload();
  return true;
}

/** The entry script a page of the store names (Vite writes it into index.html's head). */
const entryOf = (html: string) => /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];

/**
 * The entry of the release the server has published since this page loaded, if there is one: every file name of a
 * release feeds into its entry's name, so a changed entry means a new release.
 */
async function readNewerEntry(): Promise<string | undefined> {
  try {
    const answer = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } });
    const published = answer.ok ? entryOf(await answer.text()) : undefined;
    const running = document.querySelector('script[type="module"][src]')?.getAttribute('src');
    return published && running && published !== running ? published : undefined;
  } catch {
    return undefined;
  }
}

let lookingForRelease: Promise<string | undefined> | undefined;

/** One look at the server's page at a time: parts that failed together (a restart, a release) share it. */
const newerEntry = () => (lookingForRelease ??= readNewerEntry().finally(() => (lookingForRelease = undefined)));

async function afterFailure(error: unknown): Promise<'reloading' | 'retry'> {
  const file = fileOf(error);
  if (file) return (await isGone(file)) && reloadOnceFor(file) ? 'reloading' : 'retry';
  // Safari's message ('Importing a module script failed.') names no file: the server's page says whether a new
  // release is out instead.
  const entry = await newerEntry();
  return entry && reloadOnceFor(entry) ? 'reloading' : 'retry';
}

function attempt<Part>(load: () => Promise<Part>, waitMs: number): Promise<Part> {
  return load().catch(async (error: unknown) => {
    if ((await afterFailure(error)) === 'reloading') return new Promise<Part>(() => {});
    return new Promise<Part>((resolve) => {
      setTimeout(() => resolve(attempt(load, Math.min(waitMs * 2, RETRY_MOST_MS))), waitMs);
    });
  });
}

let loading = 0;
const settledListeners = new Set<() => void>();

/**
 * How long after its code arrived a part still counts as on its way while it is not on the page: React reveals it
 * within 300 ms; a part whose page the buyer left before that is never shown, and must not hold the count up for good.
 */
const SHOWN_AT_THE_LATEST_MS = 2000;

/**
 * Loads a chunk by that policy and counts it on its way until `shown` is called (once; later calls do nothing), or
 * SHOWN_AT_THE_LATEST_MS after it arrived: a part's code can arrive some time before React puts the part on the page
 * (React holds back a reveal up to 300 ms after a fallback appeared), and the reads the part starts begin only then.
 */
export function importUntilShown<Part>(load: () => Promise<Part>): Promise<{ part: Part; shown: () => void }> {
  loading += 1;
  let counted = true;
  let latest: ReturnType<typeof setTimeout> | undefined;
  const shown = () => {
    clearTimeout(latest);
    if (!counted) return;
    counted = false;
    loading -= 1;
    if (loading === 0) settledListeners.forEach((listener) => listener());
  };
  return attempt(load, RETRY_FIRST_MS).then((part) => {
    latest = setTimeout(shown, SHOWN_AT_THE_LATEST_MS);
    return { part, shown };
  });
}

/** Loads a chunk by that policy: resolves once it arrives, and never fails. */
export const importUntilLoaded = <Part>(load: () => Promise<Part>): Promise<Part> =>
  importUntilShown(load).then(({ part, shown }) => {
    shown();
    return part;
  });

/** How many chunks are on their way. */
export const chunksLoading = () => loading;

/** Calls `listener` each time the last chunk on its way has arrived; returns the way to stop. */
export function onChunksSettled(listener: () => void): () => void {
  settledListeners.add(listener);
  return () => void settledListeners.delete(listener);
}
