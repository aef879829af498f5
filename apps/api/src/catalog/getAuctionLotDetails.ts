import type { OperationHandler } from '../http/operationTypes';
import { badRequest } from '../http/errors';
import { auctionViews } from './auctionView';

export const AUCTION_NOT_FOUND = 'No auction with this id.';

/** One auction, with the first and last closing times of its lots. */
export const getAuctionLotDetails: OperationHandler<'getAuctionLotDetails'> = async ({ body, caller }, services) => {
  const row = await services.db.selectFrom('auctions').selectAll().where('id', '=', body.auctionid).executeTakeFirst();
  if (!row) throw badRequest(AUCTION_NOT_FOUND);
  const [auction] = await auctionViews(services.db, [row], caller?.id ?? null, services.clock());
  return {
    data: {
      auction_details: auction!,
      min_max_date_closed: { min_date_closed: auction!.min_date_closed!, max_date_closed: auction!.max_date_closed! },
    },
  };
};
