import type { KeywordAnswer } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

type Suggestion = KeywordAnswer['results'][number];

/** Typing settles this long before suggestions are asked for. */
const SUGGEST_AFTER_MS = 250;

export interface HeaderSearchOptions {
  /** On the past auctions page the box suggests closed auctions and stays there; elsewhere it suggests open lots. */
  scope: 'lots' | 'auction';
  /** Goes to the results for the words: /lotsearch, or /past_auctions when searching auctions. */
  onSearch: (search: string) => void;
  /** The words of the search the page shows (its URL's `search`), so a search link opened directly shows them. */
  search?: string | undefined;
}

/**
 * The header search box's props: autocomplete from getSearchKeywordTitle and where a search goes. The suggestions are
 * read through the operation's query options with the query client rather than useQuery: the header is on every page,
 * and this keeps react-query's hooks out of the first load. A failed read suggests nothing (the search fails silently).
 */
export function useHeaderSearch({ scope, onSearch, search = '' }: HeaderSearchOptions) {
  const { queries } = useApi();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState(search);
  // The box follows the URL's words when they change (a link, back and forward), and keeps what the buyer types.
  const [searchShown, setSearchShown] = useState(search);
  if (search !== searchShown) {
    setSearchShown(search);
    setTyped(search);
  }
  const [answer, setAnswer] = useState<{ keyword: string; results: readonly Suggestion[] }>({
    keyword: '',
    results: [],
  });
  const keyword = typed.trim();

  useEffect(() => {
    if (!keyword) return;
    let current = true;
    const body =
      scope === 'auction'
        ? { search_keyword: keyword, status: 'sold' as const, type: 'auction' as const }
        : { search_keyword: keyword, status: 'open' as const, type: 'lots' as const };
    const timer = setTimeout(() => {
      queryClient
        .fetchQuery({ ...queries.getSearchKeywordTitle({ body }), staleTime: 60_000 })
        .then(
          (found) => found.results,
          () => [],
        )
        .then((results) => {
          if (current) setAnswer({ keyword, results });
        });
    }, SUGGEST_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [queries, queryClient, keyword, scope]);

  return {
    searchValue: typed,
    onSearchValueChange: setTyped,
    suggestions: keyword ? answer.results : [],
    suggestionsLoading: keyword !== '' && answer.keyword !== keyword,
    onSuggestionSelect: (suggestion: Suggestion) => onSearch(suggestion.title),
    onSearchSubmit: onSearch,
  };
}
