import type { components } from '@storefront/api-client';
import { dollarsFromCents, publicBidHistory } from '@storefront/domain';
import { lotStateOf } from '../bidding/lotState';
import type { OperationHandler } from '../http/operationTypes';
import { findLot } from './findLot';

type BidHistoryRow = components['schemas']['BidHistoryRow'];

/**
 * The bid history of a lot, newest first: who, when and the amount shown, never a standing maximum, with the leader's
 * automatic bids worked out by the shared engine from the stored bids. In live auctions each row carries the bidder's
 * paddle number for that auction.
 */
export const getBidDetails: OperationHandler<'getBidDetails'> = async ({ body }, { db }) => {
  const lot = await findLot(db, body.product_id);
  const rows = await db
    .selectFrom('bids')
    .leftJoin('auction_registrations', (join) =>
      join
        .onRef('auction_registrations.user_id', '=', 'bids.user_id')
        .on('auction_registrations.auction_id', '=', lot.lotof),
    )
    .select([
      'bids.id',
      'bids.user_id',
      'bids.kind',
      'bids.proposed_amount',
      'bids.max_amount',
      'bids.created_at',
      'auction_registrations.paddle_no',
    ])
    .where('bids.lot_id', '=', lot.id)
    .orderBy('bids.id')
    .execute();
  const paddles = new Map(rows.map((row) => [String(row.user_id), row.paddle_no]));
  return {
    success: 'yes',
    results: publicBidHistory(lotStateOf(lot, null, rows)).map((bid): BidHistoryRow => ({
      bidder_paddle_no: lot.con_check === 1 ? (paddles.get(bid.bidderId) ?? null) : null,
      user_id: Number(bid.bidderId),
      created_at: new Date(bid.placedAt).toISOString(),
      proposed_amount: dollarsFromCents(bid.amount),
      bid_type: bid.automatic ? 'autoBid' : 'bid',
    })),
  };
};
