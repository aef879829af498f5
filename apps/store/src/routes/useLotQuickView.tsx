import { Suspense, useState, type ReactNode } from 'react';
import { LazyAuctionLotDrawer } from './lazyParts';

export interface LotQuickView {
  open: (lotId: number) => void;
  /** The drawer, to render after the listing; null until a lot is first opened. */
  drawer: ReactNode;
}

/**
 * A listing's lot quick view (spec 001 §3): a lot opens in the side drawer with its bid box, favourite and a link to
 * its page. `place` is the auction lots page the lot's page brings the buyer back to; search results have none.
 */
export function useLotQuickView(
  buyerId: number | null,
  onLogin: () => void,
  place?: { page: number; perPage: number },
): LotQuickView {
  const [lotId, setLotId] = useState<number | null>(null);
  // The drawer's code loads at the first lot opened, and the drawer stays mounted afterwards (its closing animation).
  const [wanted, setWanted] = useState(false);
  if (lotId !== null && !wanted) setWanted(true);
  const drawer = wanted ? (
    <Suspense fallback={null}>
      <LazyAuctionLotDrawer
        lotId={lotId}
        onClose={() => setLotId(null)}
        buyerId={buyerId}
        onLogin={onLogin}
        place={place}
      />
    </Suspense>
  ) : null;
  return { open: setLotId, drawer };
}
