import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
} from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/openDatabase';
import type { DatabaseSchema } from '../db/schema';
import { databaseAnswers, HEALTH_ANSWER_WINDOW_MS } from './getHealth';

/** A database that counts the queries it is sent, and can stop answering. */
function countingDatabase() {
  const state = { queries: 0, down: false };
  const connection: DatabaseConnection = {
    executeQuery: async () => {
      state.queries += 1;
      if (state.down) throw new Error('the database is gone');
      return { rows: [] };
    },
    streamQuery: () => {
      throw new Error('not used');
    },
  };
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => connection,
    beginTransaction: async () => undefined,
    commitTransaction: async () => undefined,
    rollbackTransaction: async () => undefined,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  const db = new Kysely<DatabaseSchema>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { state, database: { db, kind: 'pglite', close: async () => undefined, waiting: () => 0 } satisfies Database };
}

beforeEach(() => void vi.useFakeTimers({ toFake: ['performance'] }));
afterEach(() => void vi.useRealTimers());

describe('the health check of the database', () => {
  it('asks the database once for checks that arrive together, and again only once its answer is a window old', async () => {
    const { state, database } = countingDatabase();
    await Promise.all([databaseAnswers(database), databaseAnswers(database), databaseAnswers(database)]);
    expect(state.queries).toBe(1);
    vi.advanceTimersByTime(HEALTH_ANSWER_WINDOW_MS - 1);
    await databaseAnswers(database);
    expect(state.queries).toBe(1);
    vi.advanceTimersByTime(1);
    await databaseAnswers(database);
    expect(state.queries).toBe(2);
  });

  it('reports a database that stopped answering once its last answer is a window old, and keeps asking', async () => {
    const { state, database } = countingDatabase();
    await databaseAnswers(database);
    state.down = true;
    vi.advanceTimersByTime(HEALTH_ANSWER_WINDOW_MS);
    await expect(databaseAnswers(database)).rejects.toThrow('the database is gone');
    await expect(databaseAnswers(database)).rejects.toThrow('the database is gone');
    expect(state.queries).toBe(3);
  });
});
