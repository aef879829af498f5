import type { Lot } from '@storefront/api-client';
import { sessionUserAtom } from '@storefront/features/auth';
import { BidBox, LotBidStatus, RetractBid, useLosingNotices } from '@storefront/features/bidding';
import { LotSpotValue } from '@storefront/features/catalog';
import { FavouriteHeart } from '@storefront/features/favourites';
import { AuctionLotNeighbours, LotGallery, LotOverview, useLot, useLotsPagePlace } from '@storefront/features/lots';
import { Link } from '@storefront/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { DEFAULT_LOT_PAGE_SIZE } from '../app/lotSearchParams';
import { useAskSignIn } from '../app/useAskSignIn';
import { auctionLotsHref, timedLotHref } from './lotHrefs';
import { LotBelowFold } from './LotBelowFold';
import * as styles from './TimedLotPage.css';

const route = getRouteApi('/timedlotView/$lotof/$id/$userId');

/** /timedlotView/{lotof}/{id}/{userId}: the lot, the buyer's status, the bid form, and the lot's pictures and notes. */
export function TimedLotPage() {
  const { id } = route.useParams();
  const place = route.useSearch();
  const lot = useLot(id).data.results;
  const user = useAtomValue(sessionUserAtom);
  const buyerId = user?.id ?? null;
  const askSignIn = useAskSignIn();
  useLosingNotices(
    useMemo(() => [lot], [lot]),
    buyerId,
  );
  const hrefForLot = useCallback((other: Pick<Lot, 'id' | 'lotof'>) => timedLotHref(other, buyerId), [buyerId]);
  const lotsPage = useLotsPagePlace({
    auctionId: lot.lotof,
    lot,
    userid: buyerId ?? 0,
    place: { page: place.page ?? 1, perPage: place.perPage ?? DEFAULT_LOT_PAGE_SIZE },
  });
  // The way back lands where the buyer was, or on the page found to list the lot when they came from elsewhere.
  const backPlace = place.page === undefined && lotsPage.page === 1 ? place : { ...place, ...lotsPage };
  return (
    <div className={styles.page}>
      <div className={styles.wayAround}>
        <Link href={auctionLotsHref({ id: lot.lotof, con_check: 0 }, backPlace)}>Back to the auction</Link>
        <AuctionLotNeighbours
          auctionId={lot.lotof}
          lot={lot}
          userid={buyerId ?? 0}
          place={lotsPage}
          hrefForLot={(other, otherPlace) => timedLotHref(other, buyerId, otherPlace)}
        />
      </div>
      <div className={styles.layout}>
        <LotGallery lotId={id} />
        <div className={styles.side}>
          <LotOverview
            lotId={id}
            favourite={<FavouriteHeart lotId={lot.id} isFav={lot.isFav} buyerId={buyerId} onLogin={askSignIn} />}
          />
          <LotSpotValue lot={lot} />
          <LotBidStatus lot={lot} buyerId={buyerId} />
          {/* Keyed: an amount typed, or a confirmation open, stays with its lot when the buyer goes to the next. */}
          <BidBox key={lot.id} variant="timed" lot={lot} buyerId={buyerId} onLogin={askSignIn} />
          <RetractBid lot={lot} buyerId={buyerId} />
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
