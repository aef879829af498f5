import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

const HOUR = 3600_000;

/** The store's categories (getOverallCategory), for the listing's Category filter. */
export function useCategories() {
  const { queries } = useApi();
  return useQuery({ ...queries.getOverallCategory(), staleTime: HOUR });
}

/** Categories with their sub-categories (getCatAndSubcatTimed), for the lot search's filters. */
export function useCategoryTree() {
  const { queries } = useApi();
  return useQuery({ ...queries.getCatAndSubcatTimed({ body: {} }), staleTime: HOUR });
}
