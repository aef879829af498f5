import { LotSearch } from '@storefront/features/catalog';
import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useFoundLots } from './useFoundLots';

/** /search and /lotsearch: the lots holding the words, with the lot search's filters; a lot opens in the quick view. */
export function LotSearchPage() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const route = path.toLowerCase() === '/search' ? '/search' : '/lotsearch';
  const query = useSearch({ from: route });
  const navigate = useNavigate();
  const found = useFoundLots();

  return (
    <>
      <LotSearch
        query={query}
        onQueryChange={(next, options) =>
          void navigate({ to: route, search: next, replace: options?.replace === true, resetScroll: false })
        }
        {...found.listing}
      />
      {found.quickView}
    </>
  );
}
