import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** Suggestions for a search box (getSearchKeywordTitle): open lots, or closed auctions on the past auctions page. */
export function useKeywordSuggestions(keyword: string, type: 'lots' | 'auction') {
  const { queries } = useApi();
  const search_keyword = keyword.trim();
  const body =
    type === 'auction'
      ? { search_keyword, status: 'sold' as const, type: 'auction' as const }
      : { search_keyword, status: 'open' as const, type: 'lots' as const };
  return useQuery({
    ...queries.getSearchKeywordTitle({ body }),
    enabled: search_keyword.length > 0,
    staleTime: 60_000,
    select: (answer) => answer.results,
  });
}
