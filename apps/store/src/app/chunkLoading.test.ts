import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importUntilLoaded } from './chunkLoading';

const RUNNING_ENTRY = '/assets/index-B1old.js';
const pageNaming = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head></html>`;

interface Server {
  /** The entry the server's index.html names now; undefined: the server cannot be reached. */
  published?: string;
  /** Files the server no longer has. */
  gone?: string[];
}

/** The browser around the chunk policy: its fetch to the server, the page's entry, session storage and reload. */
function browser(server: Server) {
  const stored = new Map<string, string>();
  const reload = vi.fn();
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (server.published === undefined) throw new TypeError('Load failed');
    if (init?.method === 'HEAD') return new Response(null, { status: server.gone?.includes(url) ? 404 : 200 });
    return new Response(url === '/' ? pageNaming(server.published) : '', { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('window', { location: { reload } });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  });
  vi.stubGlobal('document', {
    querySelector: (selector: string) =>
      selector === 'script[type="module"][src]' ? { getAttribute: () => RUNNING_ENTRY } : null,
  });
  return { reload, fetch, stored };
}

const safariFailure = () => new TypeError('Importing a module script failed.');
const chromiumFailure = (file: string) =>
  new TypeError(`Failed to fetch dynamically imported module: http://localhost:4000${file}`);

describe('the chunk policy', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reloads once when a failed import names no file (Safari) and the server has published a new release', async () => {
    const { reload, fetch } = browser({ published: '/assets/index-C2new.js' });
    const load = vi.fn().mockRejectedValue(safariFailure());
    let arrived = false;
    void importUntilLoaded(load).then(() => (arrived = true));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(fetch).toHaveBeenCalledWith('/', expect.objectContaining({ cache: 'no-store' }));

    // The page is going away: the part is not asked for again, and no second reload comes.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(load).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
    expect(arrived).toBe(false);
  });

  it.each([
    {
      when: 'the page was already reloaded for the published release',
      server: { published: '/assets/index-C2new.js' },
      reloadedFor: '/assets/index-C2new.js',
    },
    { when: 'the server still publishes the running release', server: { published: RUNNING_ENTRY } },
    { when: 'the server cannot be reached', server: {} },
  ])('fetches the part again, without a reload, when $when', async ({ server, reloadedFor }) => {
    const { reload, stored } = browser(server);
    if (reloadedFor) stored.set(`reloaded-for:${reloadedFor}`, '1');
    const load = vi.fn().mockRejectedValueOnce(safariFailure()).mockResolvedValue('part');
    const part = importUntilLoaded(load);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(part).resolves.toBe('part');
    expect(reload).not.toHaveBeenCalled();
  });

  it("looks at the server's page once for parts that failed together", async () => {
    const { fetch } = browser({ published: RUNNING_ENTRY });
    const parts = [1, 2, 3].map(() =>
      importUntilLoaded(vi.fn().mockRejectedValueOnce(safariFailure()).mockResolvedValue('part')),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(Promise.all(parts)).resolves.toEqual(['part', 'part', 'part']);
    expect(fetch.mock.calls.filter(([url]) => url === '/')).toHaveLength(1);
  });

  it('reloads once when the file a failed import names is gone (Chromium, Firefox)', async () => {
    const file = 'http://localhost:4000/assets/StoreFooter-D1old.js';
    const { reload, fetch } = browser({ published: RUNNING_ENTRY, gone: [file] });
    void importUntilLoaded(vi.fn().mockRejectedValue(chromiumFailure('/assets/StoreFooter-D1old.js')));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(fetch).toHaveBeenCalledWith(file, expect.objectContaining({ method: 'HEAD' }));
  });
});

describe('chunks on their way', () => {
  it('counts a chunk until it arrives, and a part until it is shown, however often it says so', async () => {
    // A fresh count: the policy's tests above leave parts on their way (their pages are reloading).
    vi.resetModules();
    const { chunksLoading, importUntilLoaded, importUntilShown, onChunksSettled } = await import('./chunkLoading');
    const settled = vi.fn();
    const stop = onChunksSettled(settled);
    let arrive = (_part: string) => {};
    const chunk = importUntilLoaded(() => new Promise<string>((resolve) => (arrive = resolve)));
    const part = await importUntilShown(() => Promise.resolve('part'));
    expect(part.part).toBe('part');
    expect(chunksLoading()).toBe(2);

    arrive('chunk');
    await chunk;
    expect(chunksLoading()).toBe(1);
    expect(settled).not.toHaveBeenCalled();

    part.shown();
    part.shown();
    expect(chunksLoading()).toBe(0);
    expect(settled).toHaveBeenCalledOnce();
    stop();
  });

  it('stops counting a part its page never showed (the buyer left first) 2 s after its code arrived', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    try {
      const { chunksLoading, importUntilShown, onChunksSettled } = await import('./chunkLoading');
      const settled = vi.fn();
      const stop = onChunksSettled(settled);
      const part = await importUntilShown(() => Promise.resolve('part'));
      await vi.advanceTimersByTimeAsync(1999);
      expect(chunksLoading()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(chunksLoading()).toBe(0);
      expect(settled).toHaveBeenCalledOnce();
      part.shown();
      expect(chunksLoading()).toBe(0);
      expect(settled).toHaveBeenCalledOnce();
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
