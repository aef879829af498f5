import { sql } from 'kysely';
import type { OperationHandler } from '../http/operationTypes';

/** Whether the server and its database answer. */
export const getHealth: OperationHandler<'getHealth'> = async (_input, { database }) => {
  await sql`select 1`.execute(database.db);
  return { status: 'ok', database: database.kind };
};
