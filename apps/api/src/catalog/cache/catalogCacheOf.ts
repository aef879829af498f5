import type { Database } from '../../db/openDatabase';
import { CatalogCache } from './catalogCache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's catalog cache, null when its database reports no changes. */
    catalogCache: CatalogCache | null;
  }
}

/**
 * The server's catalog cache, told of every committed catalog change the database reports; none for a database that
 * reports none. `onClose` is handed the unsubscriber, for when the server closes.
 */
export function catalogCacheOf(database: Database, clock: () => Date, onClose: (stop: () => void) => void) {
  if (!database.catalogChanges) return null;
  const cache = new CatalogCache(clock);
  onClose(database.catalogChanges.subscribe({ changed: () => cache.changed(), heard: (heard) => cache.trust(heard) }));
  return cache;
}
