import type { Cents } from '@storefront/domain';

/** `live` lists paddle numbers, `timed` bidder ids. */
export type AuctionType = 'live' | 'timed';

/** One row of a lot's bid history (API: bidder_paddle_no or user_id, created_at, proposed_amount). */
export interface BidHistoryEntry {
  readonly id: string;
  /** The paddle number in a live auction, the bidder id in a timed one. */
  readonly bidder: string;
  /** When the bid was placed, epoch milliseconds. */
  readonly placedAt: number;
  readonly amountCents: Cents;
  /** The server's word for the kind of bid; 'autoBid' reads 'proxy bid'. */
  readonly bidType?: string | undefined;
}
