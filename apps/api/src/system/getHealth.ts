import { sql } from 'kysely';
import type { Database } from '../db/openDatabase';
import type { OperationHandler } from '../http/operationTypes';

/**
 * How long a database answer vouches for it. Monitors ask every few seconds; under a flood of probes each would
 * otherwise cost a query on the database's thread (docs/decisions/0013-health-answer-window.md).
 */
export const HEALTH_ANSWER_WINDOW_MS = 1000;

interface DatabaseCheck {
  /** When the database last answered a check (performance.now()). */
  answeredAt: number;
  /** The check under way: checks that arrive while one runs share its answer. */
  running: Promise<void> | null;
}

const checks = new WeakMap<Database, DatabaseCheck>();

function checkOf(database: Database) {
  let check = checks.get(database);
  if (!check) checks.set(database, (check = { answeredAt: -Infinity, running: null }));
  return check;
}

/** Resolves once the database has answered a query within the window; rejects when it does not answer. */
export function databaseAnswers(database: Database): Promise<void> {
  const check = checkOf(database);
  if (performance.now() - check.answeredAt < HEALTH_ANSWER_WINDOW_MS) return Promise.resolve();
  check.running ??= sql`select 1`
    .execute(database.db)
    .then(() => void (check.answeredAt = performance.now()))
    .finally(() => (check.running = null));
  return check.running;
}

/** Whether the server and its database answer. */
export const getHealth: OperationHandler<'getHealth'> = async (_input, { database }) => {
  await databaseAnswers(database);
  return { status: 'ok', database: database.kind };
};
