import type { IncrementTable } from '../increments/table';
import type { Cents } from '../money/cents';
import type { MarketStatus } from '../status/marketStatus';

export type BidderId = string;

/** A maximum (proxy) bid is defended automatically up to its amount; a hard bid is exactly its amount. */
export type BidKind = 'maximum' | 'hard';

/** What an auction sets for a lot before bidding starts. */
export interface LotRules {
  readonly openingBid: Cents;
  /** null when the lot has no reserve. */
  readonly reserve: Cents | null;
  readonly increments: IncrementTable;
  /** The "belowFive" window: a price change this close to the end pushes the end to this long after the bid. */
  readonly softCloseMinutes: number;
  readonly live: boolean;
}

/** An accepted bid. Server-only: `amount` of a maximum bid is the bidder's secret. */
export interface LotBid {
  readonly sequence: number;
  readonly bidderId: BidderId;
  readonly kind: BidKind;
  readonly amount: Cents;
  readonly placedAt: number;
  /** What the bid history shows for it: the price it left if it led, else its own amount (beaten, so no secret). */
  readonly shownAmount: Cents;
}

/** Everything the server knows about a lot's bidding. Never send it to a browser whole: see publicLot. */
export interface LotState {
  readonly rules: LotRules;
  readonly market_status: MarketStatus;
  readonly startsAt: number;
  readonly closesAt: number;
  readonly extensionCount: number;
  readonly price: Cents;
  readonly leaderId: BidderId | null;
  /** Server-only. */
  readonly leaderMaximum: Cents | null;
  readonly bidCount: number;
  readonly bids: readonly LotBid[];
}

export interface PlaceBid {
  readonly type: 'placeBid';
  readonly bidderId: BidderId;
  readonly kind: BidKind;
  readonly amount: Cents;
  /**
   * Whether the lot is the one on the block in its live room now. It takes the room's hard bids only: a maximum bid
   * on it is refused (spec 001 §4).
   */
  readonly onTheBlock?: boolean | undefined;
}

export interface RetractBid {
  readonly type: 'retractBid';
  readonly bidderId: BidderId;
}

/** The hammer: the auctioneer awards a live lot, or a timed lot's close time has passed. */
export interface CloseLot {
  readonly type: 'closeLot';
}

export type LotCommand = PlaceBid | RetractBid | CloseLot;

/** What anyone may see of a lot. */
export interface PublicLot {
  readonly market_status: MarketStatus;
  readonly price: Cents;
  readonly leaderId: BidderId | null;
  readonly bidCount: number;
  readonly nextMinimumBid: Cents;
  readonly reserveMet: boolean;
  readonly startsAt: number;
  readonly closesAt: number;
  readonly extensionCount: number;
}

/** A bid history row as anyone may see it. */
export interface PublicBid {
  readonly sequence: number;
  readonly bidderId: BidderId;
  readonly kind: BidKind;
  readonly amount: Cents;
  readonly placedAt: number;
  /**
   * A leader's maximum answering a challenger by itself: the price it left when it held the lead, or the maximum it
   * reached when the challenger went past it. Not a bid anyone placed, so not counted among the lot's bids.
   */
  readonly automatic: boolean;
}

/** Published to every watcher of the lot. Never carries a maximum. */
export type PublicLotEvent =
  | {
      readonly type: 'lotUpdated';
      readonly audience: 'everyone';
      readonly cause: 'bid' | 'retraction';
      readonly lot: PublicLot;
      readonly bid: PublicBid | null;
    }
  | {
      readonly type: 'closingExtended';
      readonly audience: 'everyone';
      readonly closesAt: number;
      readonly extensionCount: number;
    }
  | {
      readonly type: 'lotClosed';
      readonly audience: 'everyone';
      readonly market_status: MarketStatus;
      readonly winnerId: BidderId | null;
      readonly hammerPrice: Cents | null;
      readonly lot: PublicLot;
    };

/** Sent to one bidder only. The only place a bidder's own maximum leaves the server. */
export type PrivateLotEvent =
  | {
      readonly type: 'bidAccepted';
      readonly audience: 'bidder';
      readonly bidderId: BidderId;
      readonly kind: BidKind;
      readonly amount: Cents;
      readonly ownMaximum: Cents;
      readonly leading: boolean;
      readonly lot: PublicLot;
    }
  | { readonly type: 'outbid'; readonly audience: 'bidder'; readonly bidderId: BidderId; readonly lot: PublicLot }
  | {
      readonly type: 'retractionAccepted';
      readonly audience: 'bidder';
      readonly bidderId: BidderId;
      readonly ownMaximum: Cents | null;
      readonly lot: PublicLot;
    }
  | { readonly type: 'lotWon'; readonly audience: 'bidder'; readonly bidderId: BidderId; readonly hammerPrice: Cents }
  | { readonly type: 'lotLost'; readonly audience: 'bidder'; readonly bidderId: BidderId };

export type LotEvent = PublicLotEvent | PrivateLotEvent;

export type RejectionReason =
  | 'closed'
  | 'notStarted'
  | 'liveNow'
  | 'invalidAmount'
  | 'belowMinimum'
  | 'offGrid'
  | 'alreadyLeading'
  | 'notLeader'
  | 'retractionClosed'
  | 'notEnded';

export interface Rejection {
  readonly reason: RejectionReason;
  readonly message: string;
}

export type Decision =
  | { readonly ok: true; readonly state: LotState; readonly events: readonly LotEvent[] }
  | { readonly ok: false; readonly rejection: Rejection };
