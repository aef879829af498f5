import type { OperationHandler } from '../http/operationTypes';
import { lotFor } from './findLot';

/** A lot for the side drawer and quick view; personal fields are the caller's, whatever userid says. */
export const getLotDetail: OperationHandler<'getLotDetail'> = async ({ body, caller }, { db }) => ({
  success: 'yes',
  results: (await lotFor(db, body.id, caller?.id ?? null)).lot,
});
