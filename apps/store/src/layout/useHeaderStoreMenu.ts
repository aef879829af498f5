import { useStoreMenu, type CategoryFilter } from '@storefront/features/catalog';
import { useRouter, useRouterState } from '@tanstack/react-router';
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

/**
 * The page the header marks as current: on the lot search with its filters, so that the category it shows is marked
 * in the store menus; elsewhere the path.
 */
export function useHeaderCurrentPath() {
  return useRouterState({
    select: ({ location }) => (location.pathname.toLowerCase() === '/lotsearch' ? location.href : location.pathname),
  });
}
