import { useRealtime } from '@storefront/api-client/realtime';
import { useState } from 'react';
import type { LiveRoomData } from '../liveRoomLots';

/** How the room ended: no lot left or its time up ('closed'), or the seller ended it early ('endedBySeller'). */
export type RoomEnding = 'closed' | 'endedBySeller' | null;

export const roomEndingTexts: Record<Exclude<RoomEnding, null>, string> = {
  closed: 'This Auction Has Been Closed.',
  endedBySeller: 'This Auction Has Been Ended By Seller Now.',
};

/**
 * Decides once how the room ended, from what the transport wrote into the room's entry: the last lot awarded leaves
 * no open lot; a close with lots still open is the seller's before the auction's closing time, and the auctioneer's
 * once that time has passed on the server's clock (lots not called by then close unsold). The first answer stays.
 */
export function useRoomEnding(room: LiveRoomData | undefined): RoomEnding {
  const [ending, setEnding] = useState<RoomEnding>(null);
  const { clock } = useRealtime();
  const open = room?.lots.filter((lot) => lot.market_status === 'open').length;
  const auction = room?.auction;
  const now: RoomEnding =
    open === undefined || auction === undefined
      ? null
      : open === 0
        ? 'closed'
        : auction.market_status === 'open'
          ? null
          : Date.parse(auction.date_closed) <= clock.now()
            ? 'closed'
            : 'endedBySeller';
  const decided = ending ?? now;
  // Kept during render (React's way for state that follows props), so the dialog shows in the same frame.
  if (decided !== ending) setEnding(decided);
  return decided;
}
