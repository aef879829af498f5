import { badRequest } from '../http/errors';
import type { Services } from '../services';

export const LIVE_AUCTION_NOT_FOUND = 'No live auction with this id.';

/** A live auction's row, or a 400 saying there is none. */
export async function findLiveAuction({ db }: Services, auctionId: number) {
  const row = await db
    .selectFrom('auctions')
    .selectAll()
    .where('id', '=', auctionId)
    .where('con_check', '=', 1)
    .executeTakeFirst();
  if (!row) throw badRequest(LIVE_AUCTION_NOT_FOUND);
  return row;
}
