import { sessionUserAtom } from '@storefront/features/auth';
import { LotSearch } from '@storefront/features/catalog';
import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lotHref } from '../app/lotHref';
import { useAskSignIn } from '../app/useAskSignIn';
import { SearchLotCard } from './SearchLotCard';
import { useLotQuickView } from './useLotQuickView';

/** /search and /lotsearch: the lots holding the words, with the lot search's filters; a lot opens in the quick view. */
export function LotSearchPage() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const route = path.toLowerCase() === '/search' ? '/search' : '/lotsearch';
  const query = useSearch({ from: route });
  const navigate = useNavigate();
  const buyerId = useAtomValue(sessionUserAtom)?.id ?? null;
  const askSignIn = useAskSignIn();
  const quickView = useLotQuickView(buyerId, askSignIn);

  return (
    <>
      <LotSearch
        query={query}
        onQueryChange={(next, options) =>
          void navigate({ to: route, search: next, replace: options?.replace === true, resetScroll: false })
        }
        userId={buyerId}
        lotHref={(lot) => lotHref(lot, buyerId)}
        renderLotCard={(lot) => (
          <SearchLotCard lot={lot} buyerId={buyerId} onLogin={askSignIn} onOpen={() => quickView.open(lot.id)} />
        )}
      />
      {quickView.drawer}
    </>
  );
}
