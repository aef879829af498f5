import { useEffect, useState } from 'react';
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
  useEffect(() => {
    if (ending !== null || open === undefined) return;
    if (open === 0) setEnding('closed');
    else if (!auctionOpen) setEnding('endedBySeller');
  }, [ending, open, auctionOpen]);
  return ending;
}
