import type { Lot } from '@storefront/api-client';
import { sessionUserAtom } from '@storefront/features/auth';
import { RetractBid } from '@storefront/features/bidding';
import { FavouriteHeart } from '@storefront/features/favourites';
import { LiveLotBidPanel, LiveLotNeighbours } from '@storefront/features/live';
import { LotGallery, LotOverview, useAuction, useLot } from '@storefront/features/lots';
import { Link } from '@storefront/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense, useCallback } from 'react';
import { useAskSignIn } from '../app/useAskSignIn';
import { LazyLiveRegistration } from './lazyParts';
import { auctionLotsHref, liveLotHref, liveRoomHref } from './lotHrefs';
import { LotBelowFold } from './LotBelowFold';
import * as styles from './TimedLotPage.css';

const route = getRouteApi('/lotview/$lotof/$id/$userId');

/**
 * /lotview/{lotof}/{id}/{userId}: a live auction's lot, its proxy bid form (and the retraction of the buyer's leading
 * bid before the start), registration and the way into the room.
 */
export function LiveLotPage() {
  const { id } = route.useParams();
  const place = route.useSearch();
  const lot = useLot(id).data.results;
  const auction = useAuction(lot.lotof).data.data.auction_details;
  const user = useAtomValue(sessionUserAtom);
  const buyerId = user?.id ?? null;
  const askSignIn = useAskSignIn();
  const hrefForLot = useCallback((other: Pick<Lot, 'id' | 'lotof'>) => liveLotHref(other, buyerId), [buyerId]);
  return (
    <div className={styles.page}>
      <div className={styles.wayAround}>
        <Link href={auctionLotsHref({ id: lot.lotof, con_check: 1 }, place)}>View Auction</Link>
        <LiveLotNeighbours auctionId={lot.lotof} lotId={lot.id} userid={buyerId ?? 0} hrefForLot={hrefForLot} />
      </div>
      <div className={styles.layout}>
        <LotGallery lotId={id} />
        <div className={styles.side}>
          <LotOverview
            lotId={id}
            favourite={<FavouriteHeart lotId={lot.id} isFav={lot.isFav} buyerId={buyerId} onLogin={askSignIn} />}
          />
          <LiveLotBidPanel
            key={lot.id}
            lot={lot}
            auction={auction}
            buyer={user ? { id: user.id, email: user.email } : null}
            onLogin={askSignIn}
          />
          <RetractBid lot={lot} buyerId={buyerId} />
          <Suspense fallback={null}>
            <LazyLiveRegistration
              auctionId={lot.lotof}
              buyerId={buyerId}
              onLogin={askSignIn}
              roomHref={liveRoomHref(lot.lotof, buyerId)}
              surface="lot"
            />
          </Suspense>
        </div>
      </div>
      <LotBelowFold
        lotId={lot.id}
        auctionId={lot.lotof}
        buyerId={buyerId}
        onLogin={askSignIn}
        hrefForLot={hrefForLot}
      />
    </div>
  );
}
