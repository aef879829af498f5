import { sessionUserAtom } from '@storefront/features/auth';
import { AuctionListing } from '@storefront/features/catalog';
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lotHref } from '../app/lotHref';
import { useAskSignIn } from '../app/useAskSignIn';
import { SearchLotCard } from './SearchLotCard';
import { useLotQuickView } from './useLotQuickView';

const route = getRouteApi('/');

/** The home listing, its view in the URL; in search mode the lots' cards bid, and open in the lot quick view. */
export function HomeListing() {
  const query = route.useSearch();
  const navigate = route.useNavigate();
  const buyerId = useAtomValue(sessionUserAtom)?.id ?? null;
  const askSignIn = useAskSignIn();
  const quickView = useLotQuickView(buyerId, askSignIn);

  return (
    <>
      <AuctionListing
        query={query}
        onQueryChange={(next, options) =>
          void navigate({ search: next, replace: options?.replace === true, resetScroll: false })
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
