import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { PGliteThread } from './pgliteThread';
import { poolWaitSeconds } from '../system/metrics';

type Command = PostgresQueryResult<unknown>['command'];

const commands = new Set<string>(['UPDATE', 'DELETE', 'INSERT', 'SELECT', 'MERGE', 'COMMIT', 'ROLLBACK']);

function commandOf(sql: string): Command {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toUpperCase() ?? 'SELECT';
  return (commands.has(word) ? word : 'SELECT') as Command;
}

const opensTransaction = (sql: string) => /^\s*(?:begin|start\s+transaction)\b/i.test(sql);

/**
 * PGlite has one connection, and its thread runs queries in the order they arrive. This pool keeps a transaction's
 * queries together: a borrower that begins one has the connection to itself until it is released, and every query
 * asked for meanwhile waits for the release. Queries outside a transaction hold nothing: each is sent in its turn
 * without waiting for the answers of those before it, so concurrent requests' single queries travel to the database's
 * thread back to back instead of one round trip after another.
 */
export function pglitePool(pglite: PGliteThread): PostgresPool {
  /** Settles when every transaction begun so far has been released. */
  let released: Promise<void> = Promise.resolve();

  const run = async (sql: string, parameters: ReadonlyArray<unknown>) => {
    const result = await pglite.query(sql, [...parameters]);
    return { command: commandOf(sql), rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
  };

  const client = (): PostgresPoolClient => {
    let endTransaction: (() => void) | null = null;
    /** Settles when this borrower's transaction may start: queries sent after its begin wait for the same turn. */
    let turn: Promise<void> | null = null;
    return {
      query: (async (sql: string, parameters: ReadonlyArray<unknown>) => {
        if (!turn) {
          const before = released;
          if (opensTransaction(sql)) {
            const ended = new Promise<void>((resolve) => (endTransaction = resolve));
            released = before.then(() => ended);
            turn = before;
          }
          // The wait for the one connection: behind the transactions begun before (the pool wait of PostgreSQL's).
          const timed = poolWaitSeconds.startTimer();
          await before;
          timed();
          return run(sql, parameters);
        }
        await turn;
        return run(sql, parameters);
      }) as PostgresPoolClient['query'],
      release: () => endTransaction?.(),
    };
  };

  return {
    options: {},
    connect: async () => client(),
    end: () => pglite.close(),
  };
}
