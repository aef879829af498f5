import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

const TYPING_PAUSE_MS = 250;
const MIN_LETTERS = 2;

/** Titles and lot numbers for the lot search's autocomplete (get_search_keyword_title), once the typing pauses. */
export function useLotSuggestions(text: string) {
  const { queries } = useApi();
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return useQuery({
    ...queries.getSearchKeywordTitle({ body: { search_keyword: settled, status: 'open', type: 'lots' } }),
    enabled: settled.length >= MIN_LETTERS,
  });
}
