/**
 * One read for many callers: keys asked for during the same turn of the event loop are read together by `read`, which
 * answers the rows it found by key. A request's own read still happens after it arrived, so nothing is cached.
 */
export function batchedReads<K, R>(read: (keys: K[]) => Promise<Map<K, R>>): (key: K) => Promise<R | undefined> {
  let waiting: Map<K, { resolve: (row: R | undefined) => void; reject: (error: unknown) => void }[]> | null = null;

  const readWaiting = async () => {
    const batch = waiting!;
    waiting = null;
    try {
      const rows = await read([...batch.keys()]);
      for (const [key, callers] of batch) for (const caller of callers) caller.resolve(rows.get(key));
    } catch (error) {
      for (const callers of batch.values()) for (const caller of callers) caller.reject(error);
    }
  };

  return (key) =>
    new Promise<R | undefined>((resolve, reject) => {
      if (!waiting) {
        waiting = new Map();
        setImmediate(() => void readWaiting());
      }
      const callers = waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
    });
}
