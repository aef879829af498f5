import type { PostgresPool, PostgresPoolClient } from 'kysely';

/** The tables public catalog answers are read from; a committed write to any of them changes the catalog. */
export const CATALOG_TABLES = ['lots', 'auctions', 'lot_images', 'reviews', 'stores', 'store_banners', 'categories'];

/** The channel the database's triggers (migration 0038) notify on when a catalog table's change commits. */
export const CATALOG_CHANNEL = 'catalog_changed';

const mentionsCatalog = new RegExp(`\\b(${CATALOG_TABLES.join('|')})\\b`, 'i');
const reads = /^\s*(select|show|set|listen|unlisten|begin|start|savepoint|release)\b/i;
const readOnlyWith = /^\s*with\b(?![\s\S]*\b(insert|update|delete|merge)\b)/i;
const opens = /^\s*(begin|start\s+transaction)\b/i;
const ends = /^\s*(commit|end|rollback|abort)\b/i;
const rollsBack = /^\s*(rollback|abort)\s*;?\s*$/i;

export interface CatalogChanges {
  /** Calls `changed` after every change to the catalog commits; returns the unsubscriber. */
  subscribe: (listener: CatalogListener) => () => void;
}

export interface CatalogListener {
  changed: () => void;
  /** Whether changes made by other processes are heard now (false while the notifications' connection is lost). */
  heard?: (heard: boolean) => void;
}

export interface CatalogChangeHub extends CatalogChanges {
  notify: () => void;
  hear: (heard: boolean) => void;
}

export function catalogChangeHub(): CatalogChangeHub {
  const listeners = new Set<CatalogListener>();
  let heard = true;
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      listener.heard?.(heard);
      return () => listeners.delete(listener);
    },
    notify: () => {
      for (const listener of listeners) listener.changed();
    },
    hear: (now) => {
      heard = now;
      for (const listener of listeners) listener.heard?.(now);
    },
  };
}

/**
 * The pool with its connections watched: when a statement that writes a catalog table commits (at once outside a
 * transaction, at the commit inside one), `committed` is called before the statement's caller hears the answer, so
 * an acknowledgement sent after it is never followed by an older catalog answer of this process.
 */
export function watchCatalogWrites(pool: PostgresPool, committed: () => void): PostgresPool {
  const watched = new WeakMap<PostgresPoolClient, WatchedClient>();
  return {
    connect: async () => {
      const client = await pool.connect();
      let watching = watched.get(client);
      if (!watching) watched.set(client, (watching = watchClient(client, committed)));
      watching.state.transaction = null;
      return watching.client;
    },
    end: () => pool.end(),
    options: pool.options,
    ...(pool.Client ? { Client: pool.Client } : {}),
  };
}

interface WatchedClient {
  client: PostgresPoolClient;
  /** The transaction open on the connection, and whether a statement of it changed a catalog row. */
  state: { transaction: { wrote: boolean } | null };
}

function watchClient(client: PostgresPoolClient, committed: () => void): WatchedClient {
  const state: WatchedClient['state'] = { transaction: null };
  const query = (async (sql: unknown, parameters: ReadonlyArray<unknown>) => {
    if (typeof sql !== 'string') return (client.query as (...args: unknown[]) => unknown)(sql, parameters);
    // Pipelined statements (db/pipeline.ts) are sent before the answers of those before them: what a statement
    // belongs to is settled when it is sent, what it did when its answer comes.
    if (opens.test(sql)) state.transaction = { wrote: false };
    const transaction = state.transaction;
    const finishes = ends.test(sql);
    if (finishes) state.transaction = null;
    const writes = !finishes && !reads.test(sql) && !readOnlyWith.test(sql) && mentionsCatalog.test(sql);
    let result: { rowCount?: number | null } | undefined;
    try {
      const answer = await client.query(sql, parameters);
      result = answer;
      return answer;
    } finally {
      // A statement that failed, or whose count is unknown, may still have changed rows; one that changed none did not.
      const changed = writes && result?.rowCount !== 0;
      if (changed && transaction) transaction.wrote = true;
      else if (changed) committed();
      if (finishes && transaction?.wrote && !rollsBack.test(sql)) committed();
    }
  }) as PostgresPoolClient['query'];
  // node-postgres closes a connection released with an error (see pipeline.ts): the error is passed on.
  const release = (error?: unknown) => (client.release as (error?: unknown) => void).call(client, error);
  return { client: { query, release } as PostgresPoolClient, state };
}
