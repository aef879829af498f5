import { sessionUserAtom } from '@storefront/features/auth';
import { LiveRoom } from '@storefront/features/live';
import { Link } from '@storefront/ui';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { useAskSignIn } from '../app/useAskSignIn';
import { LazySellerStream } from './lazyParts';
import { auctionLotsHref, liveLotHref } from './lotHrefs';
import * as styles from './TimedLotPage.css';

const route = getRouteApi('/livelots/$auctionId/$user_id');

/** /livelots/{auctionId}/{user_id}: the live room, with the seller's video in its `video` slot. */
export function LiveRoomPage() {
  const { auctionId } = route.useParams();
  const buyerId = useAtomValue(sessionUserAtom)?.id ?? null;
  const askSignIn = useAskSignIn();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <Link href={auctionLotsHref({ id: auctionId, con_check: 1 })}>View Auction</Link>
      <LiveRoom
        auctionId={auctionId}
        buyerId={buyerId}
        onLogin={askSignIn}
        onEnded={() => void navigate({ to: '/' })}
        hrefForLot={(lot) => liveLotHref(lot, buyerId)}
        video={
          <Suspense fallback={null}>
            <LazySellerStream auctionId={auctionId} />
          </Suspense>
        }
      />
    </div>
  );
}
