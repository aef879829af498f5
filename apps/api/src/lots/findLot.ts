import { LOT_NOT_FOUND } from '@storefront/domain';
import type { Kysely } from 'kysely';
import { selectLots, type LotRow } from '../catalog/lotRows';
import { lotView } from '../catalog/lotView';
import { viewerContext } from '../catalog/viewerContext';
import type { DatabaseSchema } from '../db/schema';
import { badRequest } from '../http/errors';

/** One lot row, or a 400 saying there is none. */
export async function findLot(db: Kysely<DatabaseSchema>, lotId: number): Promise<LotRow> {
  const row = await selectLots(db).where('lots.id', '=', lotId).executeTakeFirst();
  if (!row) throw badRequest(LOT_NOT_FOUND);
  return row;
}

/** One lot as the API answers it, for the caller (personal fields are the caller's own). */
export async function lotFor(db: Kysely<DatabaseSchema>, lotId: number, userId: number | null) {
  const row = await findLot(db, lotId);
  const lot = lotView(row, await viewerContext(db, [row.id], userId));
  return { row, lot };
}
