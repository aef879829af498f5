import { useEffect } from 'react';

/** A page beyond the results (a shared link after the list shrank) goes back to page 1. */
export function usePageInRange(page: number, pages: number | undefined, backToFirst: () => void): void {
  useEffect(() => {
    if (pages !== undefined && page > 1 && page > pages) backToFirst();
  }, [page, pages, backToFirst]);
}
