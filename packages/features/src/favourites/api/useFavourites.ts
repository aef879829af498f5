import { useApi } from '@storefront/api-client/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Favourites page size (spec 000 §9). */
export const FAVOURITES_PAGE_SIZE = 6;

/** One page of the buyer's favourites: the dashboard's watchlist list, 6 a page. */
export const favouritesInit = (page: number) => ({
  body: { status: 'watchlist' as const, page, sh_limit: FAVOURITES_PAGE_SIZE },
});

export function useFavourites(page: number) {
  const { queries } = useApi();
  return useQuery({ ...queries.buyerDashboard(favouritesInit(page)), placeholderData: keepPreviousData });
}
