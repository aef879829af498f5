import type { OperationHandler } from '../http/operationTypes';
import { amount } from '../db/amounts';
import { badRequest } from '../http/errors';
import { categoryTree } from '../reference/categories';

export const STORE_NOT_FOUND = 'No store with this id.';

/** The stores this storefront serves; the first is the one whose details are loaded at start. */
export const getStores: OperationHandler<'getStores'> = async (_input, { db }) => ({
  status: 'success',
  response: await db.selectFrom('stores').select(['id', 'name', 'site_id']).orderBy('id').execute(),
});

/** Banners, terms HTML, categories and the fee configuration of a store. */
export const getStoreDetails: OperationHandler<'getStoreDetails'> = async ({ body }, { db }) => {
  const store = await db.selectFrom('stores').selectAll().where('id', '=', body.store_id).executeTakeFirst();
  if (!store) throw badRequest(STORE_NOT_FOUND);
  const banners = await db
    .selectFrom('store_banners')
    .select('image_name')
    .where('store_id', '=', store.id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const parents = await categoryTree(db);
  return {
    status: 'success',
    data: {
      banner_image_arr: banners,
      terms_condition: store.terms_condition,
      parent_cat: parents,
      sub_cat: parents.flatMap((parent) => parent.subcategory ?? []),
      store_configuration: {
        ach_transaction_fee: amount(store.ach_transaction_fee),
        transaction_fee_changes: store.transaction_fee_changes === 1 ? 1 : 0,
      },
    },
  };
};
