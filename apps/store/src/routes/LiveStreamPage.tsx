import { getRouteApi } from '@tanstack/react-router';
import { SellerStream } from './deferred/sellerStream';
import * as styles from './LiveStreamPage.css';

const route = getRouteApi('/liveStream/$auctionId');

/** The seller's live video of an auction and how many watch it. */
export function LiveStreamPage() {
  const { auctionId } = route.useParams();
  return (
    <div className={styles.page}>
      <h1>Live Video</h1>
      <SellerStream auctionId={auctionId} />
    </div>
  );
}
