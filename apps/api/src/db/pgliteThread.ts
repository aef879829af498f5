import { Worker } from 'node:worker_threads';

export interface QueryResult {
  rows: unknown[];
  affectedRows?: number;
}

/** The embedded database on its own thread: queries go there as messages and come back as rows. */
export interface PGliteThread {
  query: (sql: string, parameters: unknown[]) => Promise<QueryResult>;
  close: () => Promise<void>;
}

/** A query as the thread receives it; `sql: null` closes the database. */
interface Asked {
  id: number;
  sql: string | null;
  parameters: unknown[];
}

type Answer = { id: number; rows: unknown[]; affectedRows?: number } | { id: number; error: Record<string, unknown> };

/** A refused query as the driver would have thrown it: an Error with PostgreSQL's fields (code, detail, …). */
function refusedQuery(fields: Record<string, unknown>) {
  return Object.assign(new Error(String(fields['message'])), fields);
}

/**
 * Starts PGlite in a worker thread (on `dataDir`, or in memory: from the dump file `template` when given) and
 * resolves once it is open. Queries asked for in the same turn (a pipeline's begin, row lock and read) travel as one
 * message and are answered with one: each message between the threads costs a wake-up of the other thread.
 */
export async function startPGliteThread(dataDir: string | undefined, template?: string): Promise<PGliteThread> {
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: { dataDir, template } });
  const pending = new Map<number, { resolve: (result: QueryResult) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | null = null;
  let outgoing: Asked[] = [];

  const failAll = (error: Error) => {
    failure = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The embedded database's thread stopped (exit code ${code}).`)));

  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  worker.on('message', (answers: Answer[]) => {
    for (const answer of answers) {
      const waiting = pending.get(answer.id);
      if (!waiting) continue;
      pending.delete(answer.id);
      if ('error' in answer) waiting.reject(refusedQuery(answer.error));
      else waiting.resolve(answer);
    }
  });

  const flush = () => {
    const batch = outgoing;
    outgoing = [];
    worker.postMessage(batch);
  };

  const send = (sql: string | null, parameters: unknown[]) =>
    new Promise<QueryResult>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      if (outgoing.push({ id, sql, parameters }) === 1) queueMicrotask(flush);
    });

  return {
    query: (sql, parameters) => send(sql, parameters),
    close: async () => {
      if (!failure) await send(null, []);
      await worker.terminate();
    },
  };
}
