import { useRealtime } from '@storefront/api-client/realtime';
import { useState } from 'react';
import type { LiveRoomData } from '../liveRoomLots';

/** How the room ended: no lot left or its time up ('closed'), or the seller ended it early ('endedBySeller'). */
export type RoomEnding = 'closed' | 'endedBySeller' | null;

export const roomEndingTexts: Record<Exclude<RoomEnding, null>, string> = {
  closed: 'This Auction Has Been Closed.',
  endedBySeller: 'This Auction Has Been Ended By Seller Now.',
};

/** How the room's entry reads now, by the server's time: null while the room is still on. */
function endingNow(room: LiveRoomData | undefined, serverNow: number): RoomEnding {
  if (!room) return null;
  if (room.lots.every((lot) => lot.market_status !== 'open')) return 'closed';
  if (room.auction.market_status === 'open') return null;
  return Date.parse(room.auction.date_closed) <= serverNow ? 'closed' : 'endedBySeller';
}

/**
 * Decides once how the room ended, from what the transport wrote into the room's entry: the last lot awarded leaves
 * no open lot; a close with lots still open is the seller's before the auction's closing time, and the auctioneer's
 * once that time has passed on the server's clock (lots not called by then close unsold). The first answer stays.
 */
export function useRoomEnding(room: LiveRoomData | undefined): RoomEnding {
  const [ending, setEnding] = useState<RoomEnding>(null);
  const { clock } = useRealtime();
  const decided = ending ?? endingNow(room, clock.now());
  // Kept during render (React's way for state that follows props), so the dialog shows in the same frame.
  if (decided !== ending) setEnding(decided);
  return decided;
}
