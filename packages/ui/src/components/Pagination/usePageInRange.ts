import { useEffect } from 'react';

/**
 * A page beyond the count (a shared link after the list shrank, the last lot of a page removed) goes back to page 1.
 * `pageCount` is undefined until the list's first answer says it.
 */
export function usePageInRange(page: number, pageCount: number | undefined, backToFirst: () => void): void {
  useEffect(() => {
    if (pageCount !== undefined && page > 1 && page > pageCount) backToFirst();
  }, [page, pageCount, backToFirst]);
}
