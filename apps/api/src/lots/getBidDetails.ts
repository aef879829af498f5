import type { components } from '@storefront/api-client';
import type { OperationHandler } from '../http/operationTypes';
import { amount } from '../db/amounts';
import { findLot } from './findLot';

type BidHistoryRow = components['schemas']['BidHistoryRow'];

/**
 * The bid history of a lot, newest first: who, when and the amount shown, never a maximum. In live auctions each
 * row carries the bidder's paddle number for that auction.
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
    .select(['bids.user_id', 'bids.created_at', 'bids.proposed_amount', 'auction_registrations.paddle_no'])
    .where('bids.lot_id', '=', lot.id)
    .orderBy('bids.id', 'desc')
    .execute();
  return {
    success: 'yes',
    results: rows.map((row): BidHistoryRow => ({
      bidder_paddle_no: lot.con_check === 1 ? row.paddle_no : null,
      user_id: row.user_id,
      created_at: row.created_at.toISOString(),
      proposed_amount: amount(row.proposed_amount),
    })),
  };
};
