import type { components } from '@storefront/api-client';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { OperationHandler } from '../http/operationTypes';

type Category = components['schemas']['Category'];

/** Top-level categories, each with its sub-categories, by name. */
export async function categoryTree(db: Kysely<DatabaseSchema>): Promise<Category[]> {
  const rows = await db.selectFrom('categories').selectAll().orderBy('name').orderBy('id').execute();
  return rows
    .filter((row) => row.parent_id === null)
    .map((parent) => ({
      id: parent.id,
      name: parent.name,
      subcategory: rows
        .filter((row) => row.parent_id === parent.id)
        .map((child) => ({ id: child.id, name: child.name, parent_id: parent.id })),
    }));
}

export const getCatAndSubcatTimed: OperationHandler<'getCatAndSubcatTimed'> = async (_input, { db }) => ({
  status: 'yes',
  parent: await categoryTree(db),
});

export const getOverallCategory: OperationHandler<'getOverallCategory'> = async (_input, { db }) => ({
  success: 'yes',
  category_val: await categoryTree(db),
});
