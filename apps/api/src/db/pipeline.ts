import type { CompiledQuery, Kysely, PostgresPool } from 'kysely';

/**
 * Queries on one connection of their own, sent without waiting for each other's answers: the connection runs them in
 * the order they were sent, so queries that do not need each other's results (a transaction's begin, a row lock and
 * a read under it; its writes and its commit) cost one round trip together instead of one each. Kysely's own
 * connection waits for every answer before sending the next query.
 */
export interface Pipeline {
  rows<R>(query: CompiledQuery<R>): Promise<R[]>;
}

const pools = new WeakMap<Kysely<never>, PostgresPool>();

/** Called by openDatabase for every database it opens: the pool under the Kysely instance. */
export function registerPool<DB>(db: Kysely<DB>, pool: PostgresPool): void {
  pools.set(db as unknown as Kysely<never>, pool);
}

/** Runs `work` with a pipeline on a connection taken from the database's pool, released afterwards. */
export async function withPipeline<DB, T>(db: Kysely<DB>, work: (pipeline: Pipeline) => Promise<T>): Promise<T> {
  const pool = pools.get(db as unknown as Kysely<never>);
  if (!pool) throw new Error('This database was not opened by openDatabase: it has no pool to pipeline on.');
  const client = await pool.connect();
  // node-postgres closes a connection released with an error instead of pooling it: after a failure mid-transaction
  // it may be broken, and a new one costs little.
  const release = client.release as (error?: unknown) => void;
  try {
    const result = await work({
      rows: async <R>(query: CompiledQuery<R>) => (await client.query<R>(query.sql, query.parameters)).rows,
    });
    release.call(client);
    return result;
  } catch (error) {
    release.call(client, error);
    throw error;
  }
}
