import { sql } from 'kysely';
import type { Database } from '../db/openDatabase';
import type { OperationHandler } from '../http/operationTypes';

/** The database check under way, per database: probes that arrive while one runs share its answer. */
const probes = new WeakMap<Database, Promise<void>>();

function probe(database: Database) {
  let running = probes.get(database);
  if (!running) {
    running = sql`select 1`
      .execute(database.db)
      .then(() => undefined)
      .finally(() => probes.delete(database));
    probes.set(database, running);
  }
  return running;
}

/** Whether the server and its database answer. */
export const getHealth: OperationHandler<'getHealth'> = async (_input, { database }) => {
  await probe(database);
  return { status: 'ok', database: database.kind };
};
