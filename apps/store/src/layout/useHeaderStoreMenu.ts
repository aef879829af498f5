import { useStoreMenu, type CategoryFilter } from '@storefront/features/catalog';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** The header's store menus: each category and sub-category opens /lotsearch filtered by it. */
export function useHeaderStoreMenu() {
  const router = useRouter();
  const hrefFor = useCallback(
    ({ cat_id, sub_cat_id }: CategoryFilter) =>
      router.buildLocation({
        to: '/lotsearch',
        search: sub_cat_id === undefined ? { cat_id: [cat_id] } : { cat_id: [cat_id], sub_cat_id: [sub_cat_id] },
      }).href,
    [router],
  );
  return useStoreMenu(hrefFor);
}
