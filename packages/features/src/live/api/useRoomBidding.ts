import type { Auction, Lot } from '@storefront/api-client';
import { useServerClock } from '@storefront/api-client/realtime';
import { biddableLot, biddingAllowed, countdown } from '@storefront/domain';
import { useSyncExternalStore } from 'react';

/** The auction's timer reads 'Auction Closed': ended by the auctioneer or the seller, or past its closing time. */
const auctionClosedAt = (auction: Auction, now: number) =>
  countdown(
    {
      startsAt: Date.parse(auction.date_added),
      closesAt: Date.parse(auction.date_closed),
      live: true,
      market_status: auction.market_status,
    },
    now,
  ).phase === 'closed';

/** Why the server would refuse a bid on the lot on the block now (the rule it decides the room's bids with). */
function onBlockRefusalAt(lot: Lot, now: number): string | null {
  const bidding = biddingAllowed(biddableLot(lot, true), now, 'liveRoom');
  return bidding.allowed ? null : bidding.message;
}

/**
 * The room's bidding by the server's clock: whether the auction is closed (its timer's rule) and why the lot on the
 * block takes no bid (the server's rule). Re-renders only when an answer changes, not every second.
 */
export function useRoomBidding(auction: Auction | undefined, onBlock: Lot | undefined) {
  const ticker = useServerClock();
  const closed = () => auction !== undefined && auctionClosedAt(auction, ticker.getSnapshot());
  const refusal = () => (onBlock ? onBlockRefusalAt(onBlock, ticker.getSnapshot()) : null);
  return {
    auctionClosed: useSyncExternalStore(ticker.subscribe, closed, closed),
    onBlockRefusal: useSyncExternalStore(ticker.subscribe, refusal, refusal),
  };
}
