import { StreamVideo } from '@storefront/ui';
import { useStreamViewer } from '../api/useStreamViewer';
import { useVideoStream } from '../api/useVideoStream';
import * as styles from './SellerStream.css';

export interface SellerStreamProps {
  auctionId: number;
}

/** The seller's live video of an auction with its viewer count; says when the stream is offline and comes back by itself. */
export function SellerStream({ auctionId }: SellerStreamProps) {
  const sender = useVideoStream(auctionId);
  const viewer = useStreamViewer(sender.data ?? null, auctionId);
  return (
    <section aria-label="Seller's video" className={styles.root}>
      <StreamVideo
        status={sender.isPending ? 'connecting' : viewer.status}
        stream={viewer.stream}
        viewerCount={viewer.viewerCount}
      />
      {sender.isError && (
        <p role="alert" className={styles.problem}>
          {sender.error.message}
        </p>
      )}
    </section>
  );
}
