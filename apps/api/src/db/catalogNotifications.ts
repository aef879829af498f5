import pg from 'pg';
import { CATALOG_CHANNEL, type CatalogChangeHub } from './catalogChanges';

/** How long to wait before listening again after the notifications' connection was lost. */
const RELISTEN_MS = 1000;

/**
 * Hears the catalog changes other processes commit on the same PostgreSQL (the triggers of migration 0038 notify with
 * the writer's application_name; this process's own are skipped, it heard them at its commit). While the listening
 * connection is lost, the hub is told changes go unheard, and once listening again, that they are heard. Returns the
 * closer.
 */
export function listenForCatalogChanges(
  connectionString: string,
  ownName: string,
  hub: CatalogChangeHub,
): () => Promise<void> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = () => {
    if (closed) return;
    hub.hear(false);
    const gone = client;
    client = null;
    void gone?.end().catch(() => undefined);
    retry = setTimeout(listen, RELISTEN_MS);
  };

  const listen = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', (message) => {
      if (message.channel === CATALOG_CHANNEL && message.payload !== ownName) hub.notify();
    });
    try {
      await next.connect();
      await next.query(`listen ${CATALOG_CHANNEL}`);
      if (client === next && !closed) hub.hear(true);
    } catch {
      if (client === next) lost();
    }
  };

  hub.hear(false);
  void listen();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
