import { sessionUserAtom } from '@storefront/features/auth';
import { LotSearch } from '@storefront/features/catalog';
import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lotHref } from '../app/lotHref';
import { useAskSignIn } from '../app/useAskSignIn';
import { SearchLotCard } from './SearchLotCard';

/** /search and /lotsearch: the lots holding the words, with the lot search's filters. */
export function LotSearchPage() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const route = path.toLowerCase() === '/search' ? '/search' : '/lotsearch';
  const query = useSearch({ from: route });
  const navigate = useNavigate();
  const buyerId = useAtomValue(sessionUserAtom)?.id ?? null;
  const askSignIn = useAskSignIn();

  return (
    <LotSearch
      query={query}
      onQueryChange={(next, options) =>
        void navigate({ to: route, search: next, replace: options?.replace === true, resetScroll: false })
      }
      userId={buyerId}
      lotHref={(lot) => lotHref(lot, buyerId)}
      renderLotCard={(lot) => <SearchLotCard lot={lot} buyerId={buyerId} onLogin={askSignIn} />}
    />
  );
}
