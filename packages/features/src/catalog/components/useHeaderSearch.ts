import { useEffect, useState } from 'react';
import { useKeywordSuggestions } from '../api/keywordSuggestions';

/** Typing settles this long before suggestions are asked for. */
const SUGGEST_AFTER_MS = 250;

export interface HeaderSearchOptions {
  /** On the past auctions page the box searches closed auctions and stays there; elsewhere it searches lots. */
  scope: 'lots' | 'auction';
  /** The search box's text when the page opens with a search. */
  initialValue?: string | undefined;
  /** Goes to the results for the words: /lotsearch, or /past_auctions when searching auctions. */
  onSearch: (search: string) => void;
}

/** The header search box's props: its text, autocomplete from getSearchKeywordTitle, and where a search goes. */
export function useHeaderSearch({ scope, initialValue = '', onSearch }: HeaderSearchOptions) {
  const [value, setValue] = useState(initialValue);
  const [settled, setSettled] = useState(initialValue);
  useEffect(() => setValue(initialValue), [initialValue]);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SUGGEST_AFTER_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const suggestions = useKeywordSuggestions(settled, scope);
  const waiting = value.trim() !== '' && (value !== settled || suggestions.isFetching);

  return {
    searchValue: value,
    onSearchValueChange: setValue,
    suggestions: value.trim() === '' ? [] : (suggestions.data ?? []),
    suggestionsLoading: waiting && suggestions.data === undefined,
    onSuggestionSelect: (suggestion: { title: string }) => onSearch(suggestion.title),
    onSearchSubmit: onSearch,
  };
}
