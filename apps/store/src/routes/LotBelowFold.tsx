import type { Lot } from '@storefront/api-client';
import { memo, Suspense } from 'react';
import { LazyLotInfoTabs, LazyLotVideos, LazyOtherLots, LazyProductChat } from './lazyParts';

export interface LotBelowFoldProps {
  lotId: number;
  auctionId: number;
  buyerId: number | null;
  /** Asks a visitor to log in (the lot's chat); stable across renders. */
  onLogin: () => void;
  /** Where another lot of the auction lives (the timed or the live lot view); stable across renders. */
  hrefForLot: (other: Pick<Lot, 'id' | 'lotof'>) => string;
}

/**
 * Below a lot view's first screen, loaded after it: the lot's notes and chat, its videos and the auction's other lots.
 * Memoised: none of it moves with the lot's price, so a bid on the lot does not render it again (the other lots'
 * carousel follows its own answer).
 */
export const LotBelowFold = memo(function LotBelowFold({
  lotId,
  auctionId,
  buyerId,
  onLogin,
  hrefForLot,
}: LotBelowFoldProps) {
  const chat = (
    <Suspense fallback={null}>
      <LazyProductChat lotId={lotId} buyerId={buyerId} onLogin={onLogin} />
    </Suspense>
  );
  return (
    <Suspense fallback={null}>
      <LazyLotInfoTabs lotId={lotId} chat={chat} />
      <LazyLotVideos lotId={lotId} />
      <LazyOtherLots lotId={lotId} auctionId={auctionId} userid={buyerId ?? 0} hrefForLot={hrefForLot} />
    </Suspense>
  );
});
