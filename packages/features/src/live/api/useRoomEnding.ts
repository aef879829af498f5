import { useState } from 'react';
import type { LiveRoomData } from '../liveRoomLots';

/** How the room ended: no lot left ('closed'), or the seller ended it with lots still to call ('endedBySeller'). */
export type RoomEnding = 'closed' | 'endedBySeller' | null;

export const roomEndingTexts: Record<Exclude<RoomEnding, null>, string> = {
  closed: 'This Auction Has Been Closed.',
  endedBySeller: 'This Auction Has Been Ended By Seller Now.',
};

/**
 * Decides once how the room ended, from what the transport wrote into the room's entry: the last lot awarded leaves
 * no open lot; the seller's close marks the auction closed while lots are still open. The first answer stays.
 */
export function useRoomEnding(room: LiveRoomData | undefined): RoomEnding {
  const [ending, setEnding] = useState<RoomEnding>(null);
  const open = room?.lots.filter((lot) => lot.market_status === 'open').length;
  const auctionOpen = room?.auction.market_status === 'open';
  const now: RoomEnding = open === undefined ? null : open === 0 ? 'closed' : auctionOpen ? null : 'endedBySeller';
  const decided = ending ?? now;
  // Kept during render (React's way for state that follows props), so the dialog shows in the same frame.
  if (decided !== ending) setEnding(decided);
  return decided;
}
