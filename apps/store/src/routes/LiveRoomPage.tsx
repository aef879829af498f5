import { sessionUserAtom } from '@storefront/features/auth';
import { LiveRoom } from '@storefront/features/live';
import { Link } from '@storefront/ui';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useAskSignIn } from '../app/useAskSignIn';
import { auctionLotsHref, liveLotHref } from './lotHrefs';
import * as styles from './TimedLotPage.css';

const route = getRouteApi('/livelots/$auctionId/$user_id');

/**
 * /livelots/{auctionId}/{user_id}: the live room. The seller's video goes into the room's `video` slot and the lots to
 * come into its `upcoming` slot when the app has its own for them.
 */
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
      />
    </div>
  );
}
