import type { Lot } from '@storefront/api-client';
import { Suspense } from 'react';
import { LazyLotInfoTabs, LazyLotVideos, LazyOtherLots } from './lazyParts';

export interface LotBelowFoldProps {
  lot: Pick<Lot, 'id' | 'lotof'>;
  buyerId: number | null;
  /** Where another lot of the auction lives (the timed or the live lot view). */
  hrefForLot: (other: Pick<Lot, 'id' | 'lotof'>) => string;
}

/** Below a lot view's first screen, loaded after it: the lot's notes, its videos and the auction's other lots. */
export function LotBelowFold({ lot, buyerId, hrefForLot }: LotBelowFoldProps) {
  return (
    <Suspense fallback={null}>
      <LazyLotInfoTabs lotId={lot.id} />
      <LazyLotVideos lotId={lot.id} />
      <LazyOtherLots lotId={lot.id} auctionId={lot.lotof} userid={buyerId ?? 0} hrefForLot={hrefForLot} />
    </Suspense>
  );
}
