import { isLive, type MarketStatus } from './marketStatus';

/** Where a bid is being placed; the spec words the not-started refusal differently on the timed lot page. */
export type BidSurface = 'listing' | 'timedLot' | 'liveLot' | 'liveRoom';

export interface BiddableLot {
  readonly market_status: MarketStatus;
  /** date_added, epoch ms. */
  readonly startsAt: number;
  /** date_closed, epoch ms. */
  readonly closesAt: number;
  readonly live: boolean;
  /** Whether this lot is the one on the block in the live room right now. */
  readonly isCurrentLiveLot: boolean;
}

/** A lot as the API spells it, as far as the bidding rule reads it. */
export interface ListedLot {
  readonly market_status: MarketStatus;
  readonly date_added: string;
  readonly date_closed: string;
  readonly con_check: number | string | boolean | null | undefined;
}

/** The API's lot as the rule reads it, on the block in the live room or not. */
export const biddableLot = (lot: ListedLot, isCurrentLiveLot: boolean): BiddableLot => ({
  market_status: lot.market_status,
  startsAt: Date.parse(lot.date_added),
  closesAt: Date.parse(lot.date_closed),
  live: isLive(lot.con_check),
  isCurrentLiveLot,
});

export type BiddingRefusalReason = 'closed' | 'notStarted' | 'liveNow';

export type BiddingAllowed =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: BiddingRefusalReason; readonly message: string };

const ALLOWED: BiddingAllowed = { allowed: true };

function refuse(reason: BiddingRefusalReason, message: string): BiddingAllowed {
  return { allowed: false, reason, message };
}

/**
 * Whether bidding is open on a lot: open, before its close, started (timed lots only; live lots take absentee bids
 * before the start) and, away from the live room, not the lot on the block (that one is bid on in the room).
 */
export function biddingAllowed(lot: BiddableLot, now: number, surface: BidSurface): BiddingAllowed {
  if (lot.market_status !== 'open' || now >= lot.closesAt) return refuse('closed', 'Auction Closed');
  if (now < lot.startsAt) {
    if (!lot.live) {
      return refuse('notStarted', surface === 'timedLot' ? 'Wait until auction starts!' : 'Auction is not started!');
    }
    if (surface === 'liveRoom') return refuse('notStarted', 'Live Auction Not Yet Started');
    return ALLOWED;
  }
  if (lot.live && lot.isCurrentLiveLot && surface !== 'liveRoom') {
    // Not in the spec: the lot on the block takes bids in the live room only, where the auctioneer sees them.
    return refuse('liveNow', 'This lot is live now. Enter Live Auction to bid.');
  }
  return ALLOWED;
}
