import type { Lot } from '@storefront/api-client';
import { useLiveRoomPresence, useServerClock, useServerTimeReached } from '@storefront/api-client/realtime';
import { EmptyState, Skeleton, visuallyHidden } from '@storefront/ui';
import type { ReactNode } from 'react';
import { registrationOf } from '../api/useAuctionRegistration';
import { useLiveProgress } from '../api/useLiveProgress';
import { useLiveRoom } from '../api/useLiveRoom';
import { useReconnectPause } from '../api/useReconnectPause';
import { useRoomAnnouncements } from '../api/useRoomAnnouncement';
import { useRoomBidding } from '../api/useRoomBidding';
import { useRoomEnding } from '../api/useRoomEnding';
import { useSettleUncertainBid } from '../api/useSettleUncertainBid';
import { useSiteId } from '../api/useSiteId';
import { lotOnBlock, upcomingLots } from '../liveRoomLots';
import { LiveBidBox } from './LiveBidBox';
import { LiveFeed } from './LiveFeed';
import { LiveRoomHeader } from './LiveRoomHeader';
import { LiveRoomInfo } from './LiveRoomInfo';
import { LotOnBlockMedia } from './LotOnBlockMedia';
import { RoomEndedDialog } from './RoomEndedDialog';
import { UpcomingLots } from './UpcomingLots';
import * as styles from './live.css';

export const liveRoomTexts = {
  notStarted: 'Live Auction Not Yet Started',
  waiting: 'Waiting for the auctioneer to put up the next lot.',
  loading: 'Loading the live auction…',
};

export interface LiveRoomProps {
  auctionId: number;
  /** The signed-in buyer's id; null for a visitor. */
  buyerId: number | null;
  onLogin: () => void;
  /** Where confirming the closed or ended dialog goes (home). */
  onEnded: () => void;
  /** Where a lot of this auction lives (the live lot view). */
  hrefForLot: (lot: Pick<Lot, 'id' | 'lotof'>) => string;
  /** The seller's video with its viewer count; the app fills it. */
  video?: ReactNode;
}

/**
 * The live auction room: the lot on the block with its pictures, price and bid box, the auctioneer's feed, the lots
 * to come and the seller's video. Everything moves through the room's read, which the transport keeps current.
 */
export function LiveRoom({ auctionId, buyerId, onLogin, onEnded, hrefForLot, video }: LiveRoomProps) {
  const room = useLiveRoom(auctionId, buyerId ?? 0);
  const progress = useLiveProgress(auctionId);
  const siteId = useSiteId();
  const clock = useServerClock();
  useLiveRoomPresence(
    siteId.data === undefined ? null : { auctionid: auctionId, user_id: buyerId ?? 0, site_id: siteId.data },
  );
  const data = room.data?.data;
  const started = useServerTimeReached(data ? Date.parse(data.auction.date_added) : Infinity);
  const onBlock = data ? lotOnBlock(data) : undefined;
  const announcements = useRoomAnnouncements(data?.lots ?? [], onBlock, buyerId);
  const ending = useRoomEnding(data);
  const bidding = useRoomBidding(data?.auction, onBlock);
  const connectionPause = useReconnectPause(room.dataUpdatedAt);
  const uncertain = useSettleUncertainBid();

  if (room.isLoadingError) return <p role="alert">{room.error.message}</p>;
  if (!data) {
    return (
      <Skeleton.Root label={liveRoomTexts.loading}>
        <Skeleton.Block height="20rem" />
      </Skeleton.Root>
    );
  }

  const { auction } = data;
  const closed = ending !== null || bidding.auctionClosed;
  // A sale the seller ended before its start is closed, not about to start.
  const notStarted = !started && !closed;
  const pausedBecause = notStarted
    ? liveRoomTexts.notStarted
    : closed
      ? 'Auction Closed'
      : (bidding.onBlockRefusal ?? connectionPause);
  const upcomingList = upcomingLots(data, onBlock);

  return (
    <section aria-labelledby="live-room-title" className={styles.room}>
      <LiveRoomHeader auction={auction} lot={onBlock} progress={progress.data?.data} closed={closed} clock={clock} />
      {notStarted ? <p role="status">{liveRoomTexts.notStarted}</p> : null}
      {connectionPause ? <p role="status">{connectionPause}</p> : null}
      {uncertain ? <p role="status">{uncertain}</p> : null}
      {data.lots.length === 0 ? (
        <EmptyState kind="products" />
      ) : (
        <div className={styles.roomLayout}>
          {onBlock ? (
            <h2 className={styles.fullRow}>
              Lot # {onBlock.sku}: {onBlock.title}
            </h2>
          ) : null}
          <div className={styles.column}>
            {onBlock ? <LotOnBlockMedia lot={onBlock} /> : <p>{closed ? 'Auction Closed' : liveRoomTexts.waiting}</p>}
            {video ? (
              <section aria-labelledby="seller-video-title" className={styles.column}>
                <h2 id="seller-video-title">Live From The Auctioneer</h2>
                {video}
              </section>
            ) : null}
          </div>
          <div className={styles.bidColumn}>
            {onBlock ? (
              // Keyed: an amount typed, or a large bid waiting for its confirmation, stays with its lot when the
              // auctioneer brings the next one on the block, rather than being bid on it.
              <LiveBidBox
                key={onBlock.id}
                lot={onBlock}
                auctionId={auction.id}
                buyerId={buyerId}
                registration={registrationOf(auction)}
                pausedBecause={pausedBecause}
                onLogin={onLogin}
              />
            ) : null}
            <LiveFeed auctionId={auction.id} />
          </div>
        </div>
      )}
      <UpcomingLots lots={upcomingList} hrefForLot={hrefForLot} />
      <LiveRoomInfo auction={auction} lot={onBlock} />
      <div role="log" aria-live="polite" aria-label="Room announcements" className={visuallyHidden}>
        {announcements.map((message, index) => (
          <p key={`${index}-${message}`}>{message}</p>
        ))}
      </div>
      <RoomEndedDialog ending={ending} onConfirm={onEnded} />
    </section>
  );
}
