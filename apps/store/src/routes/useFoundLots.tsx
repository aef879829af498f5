import type { Lot } from '@storefront/api-client';
import type { LotTableProps } from '@storefront/ui';
import { sessionUserAtom } from '@storefront/features/auth';
import { useAtomValue } from 'jotai';
import { lotHref } from '../app/lotHref';
import { useAskSignIn } from '../app/useAskSignIn';
import { Suspense } from 'react';
import { LazyLotTable } from './lazyParts';
import { ListedLotCard } from './ListedLotCard';
import { useLotQuickView } from './useLotQuickView';

/**
 * What a listing of found lots (the home listing in search mode, the lot search) takes from the app: the buyer, each
 * lot's page, its card (bid box, heart, quick view) and, to render after the listing, the quick view itself.
 */
export function useFoundLots() {
  const buyerId = useAtomValue(sessionUserAtom)?.id ?? null;
  const askSignIn = useAskSignIn();
  const quickView = useLotQuickView(buyerId, askSignIn);
  return {
    listing: {
      userId: buyerId,
      lotHref: (lot: Lot) => lotHref(lot, buyerId),
      renderLotCard: (lot: Lot) => (
        <ListedLotCard lot={lot} buyerId={buyerId} onLogin={askSignIn} onOpen={quickView.open} showAuction />
      ),
      renderLotTable: (table: LotTableProps) => (
        <Suspense fallback={null}>
          <LazyLotTable {...table} />
        </Suspense>
      ),
    },
    quickView: quickView.drawer,
  };
}
