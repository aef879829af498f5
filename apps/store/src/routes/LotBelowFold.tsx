import type { Lot } from '@storefront/api-client';
import { memo, Suspense } from 'react';
import { LazyLotInfoTabs, LazyLotVideos, LazyOtherLots } from './lazyParts';

export interface LotBelowFoldProps {
  lotId: number;
  auctionId: number;
  buyerId: number | null;
  /** Where another lot of the auction lives (the timed or the live lot view); stable across renders. */
  hrefForLot: (other: Pick<Lot, 'id' | 'lotof'>) => string;
}

/**
 * Below a lot view's first screen, loaded after it: the lot's notes, its videos and the auction's other lots. Memoised:
 * none of it moves with the lot's price, so a bid on the lot does not render it again (the other lots' carousel follows
 * its own answer).
 */
export const LotBelowFold = memo(function LotBelowFold({ lotId, auctionId, buyerId, hrefForLot }: LotBelowFoldProps) {
  return (
    <Suspense fallback={null}>
      <LazyLotInfoTabs lotId={lotId} />
      <LazyLotVideos lotId={lotId} />
      <LazyOtherLots lotId={lotId} auctionId={auctionId} userid={buyerId ?? 0} hrefForLot={hrefForLot} />
    </Suspense>
  );
});
