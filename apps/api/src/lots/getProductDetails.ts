import type { OperationHandler } from '../http/operationTypes';
import { lotFor } from './findLot';

/** A lot with its images, the caller's bid status and the increment. */
export const getProductDetails: OperationHandler<'getProductDetails'> = async ({ body, caller }, { db }) => {
  const userId = caller?.id ?? null;
  const { row, lot } = await lotFor(db, body.product_id, userId);
  const leading = userId !== null && row.highbid_user_id === userId;
  return {
    success: 'yes',
    results: lot,
    attachments: lot.lotImages ?? [],
    biddetails: { bidtopwinner: leading ? 1 : 0, bidtopstatus: lot.bidtopstatus ?? '' },
    incrementamt: lot.incrementamt ?? 0,
  };
};
