import type { HeaderMenuItem } from '@storefront/ui';
import { useMemo } from 'react';
import { useStoreDetails } from './storeDetails';

/** The lot search a menu entry opens: a category, or one of its sub-categories. */
export interface CategoryFilter {
  cat_id: number;
  sub_cat_id?: number;
}

/**
 * The store's menus (store details' parent_cat): each category with its sub-categories as a sub-menu, each entry
 * opening the lot search filtered by it. Empty until the details arrive, or when they cannot be fetched.
 */
export function useStoreMenu(hrefFor: (filter: CategoryFilter) => string): HeaderMenuItem[] {
  const categories = useStoreDetails().data?.parent_cat;
  return useMemo(
    () =>
      (categories ?? []).map((category) => ({
        label: category.name,
        href: hrefFor({ cat_id: category.id }),
        children: (category.subcategory ?? []).map((sub) => ({
          label: sub.name,
          href: hrefFor({ cat_id: category.id, sub_cat_id: sub.id }),
        })),
      })),
    [categories, hrefFor],
  );
}
