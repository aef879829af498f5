import { catalogCacheReads } from '../../system/metrics';

/** At most this many answers are kept; past it the cache starts again empty (keys include free-text searches). */
const MAX_ENTRIES = 2000;

interface Entry<T> {
  generation: number;
  value: T;
  /** When the answer goes out of date by the clock alone (a preview starting, an auction closing); null never. */
  until: number | null;
}

export interface Built<T> {
  value: T;
  until: Date | null;
}

/**
 * The public catalog answers, kept until the catalog changes. Every committed change (this process's own at once,
 * other processes' through the database's notifications) starts a new generation and drops every answer; an answer
 * built while a change committed is handed to its caller but not kept. Concurrent readers of a missing answer share
 * one build.
 */
export class CatalogCache {
  #generation = 0;
  #entries = new Map<string, Entry<unknown>>();
  #building = new Map<string, Promise<unknown>>();
  /** Off while changes made elsewhere may go unheard (the database's notifications lost); every read then builds. */
  #trusted = true;

  constructor(private readonly clock: () => Date) {}

  /** The catalog changed (or may have): every kept answer is dropped. */
  changed(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#building.clear();
  }

  /** Whether answers may be kept: false while changes elsewhere could go unheard. */
  trust(trusted: boolean): void {
    this.changed();
    this.#trusted = trusted;
  }

  async read<T>(key: string, build: () => Promise<Built<T>>): Promise<T> {
    const now = this.clock().getTime();
    const entry = this.#entries.get(key) as Entry<T> | undefined;
    if (entry && entry.generation === this.#generation && (entry.until === null || now < entry.until)) {
      catalogCacheReads.inc({ outcome: 'hit' });
      return entry.value;
    }
    catalogCacheReads.inc({ outcome: 'miss' });
    if (!this.#trusted) return (await build()).value;
    const pending = this.#building.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const generation = this.#generation;
    const building = build().then(({ value, until }) => {
      if (this.#building.get(key) === building) this.#building.delete(key);
      if (generation === this.#generation) {
        if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
        this.#entries.set(key, { generation, value, until: until?.getTime() ?? null });
      }
      return value;
    });
    this.#building.set(key, building);
    building.catch(() => {
      if (this.#building.get(key) === building) this.#building.delete(key);
    });
    return building;
  }
}
