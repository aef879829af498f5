import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { PGliteThread } from './pgliteThread';

type Command = PostgresQueryResult<unknown>['command'];

const commands = new Set<string>(['UPDATE', 'DELETE', 'INSERT', 'SELECT', 'MERGE', 'COMMIT', 'ROLLBACK']);

function commandOf(sql: string): Command {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toUpperCase() ?? 'SELECT';
  return (commands.has(word) ? word : 'SELECT') as Command;
}

/**
 * PGlite has one connection. This pool hands it to one borrower at a time, so a
 * transaction opened by Kysely is never interleaved with another caller's queries.
 */
export function pglitePool(pglite: PGliteThread): PostgresPool {
  let queue: Promise<void> = Promise.resolve();

  const client = (release: () => void): PostgresPoolClient => ({
    query: (async (sql: string, parameters: ReadonlyArray<unknown>) => {
      const result = await pglite.query(sql, [...parameters]);
      return { command: commandOf(sql), rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
    }) as PostgresPoolClient['query'],
    release,
  });

  return {
    options: {},
    connect: () => {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => (release = resolve));
      const ready = queue;
      queue = queue.then(() => turn);
      return ready.then(() => client(release));
    },
    end: () => pglite.close(),
  };
}
