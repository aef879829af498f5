import { selectLots } from '../catalog/lotRows';
import { lotView } from '../catalog/lotView';
import { auctionViews } from '../catalog/auctionView';
import { viewerContext } from '../catalog/viewerContext';
import type { OperationHandler } from '../http/operationTypes';
import { lotFor } from '../lots/findLot';
import { findLiveAuction } from './liveAuction';

/** The live views' default limit (the spec's 1000). */
const LIVE_LIMIT = 1000;

/** api/auctionLotAPI: the auction, its lots in lot-number order and the lot on the block, for the live room. */
export const getLiveAuctionLots: OperationHandler<'getLiveAuctionLots'> = async ({ body, caller }, services) => {
  const row = await findLiveAuction(services, body.auctionid);
  const userId = caller?.id ?? null;
  const [auction] = await auctionViews(services.db, [row], userId, services.clock());
  const lots = await selectLots(services.db)
    .where('lots.lotof', '=', row.id)
    .orderBy('lots.id')
    .limit(body.limit ?? LIVE_LIMIT)
    .execute();
  const viewer = await viewerContext(
    services.db,
    lots.map((lot) => lot.id),
    userId,
  );
  const current = row.current_projectid ?? lots.find((lot) => lot.market_status === 'open')?.id ?? null;
  return {
    status: 'success',
    data: { auction: auction!, lots: lots.map((lot) => lotView(lot, viewer)), current_projectid: current },
  };
};

/** api/auctionmsg: the live feed so far, oldest first; new messages arrive as liveAuctionMsg. */
export const getLiveAuctionMessages: OperationHandler<'getLiveAuctionMessages'> = async ({ body }, services) => {
  const auction = await findLiveAuction(services, body.auctionid);
  const rows = await services.db
    .selectFrom('auction_messages')
    .selectAll()
    .where('auction_id', '=', auction.id)
    .orderBy('id')
    .limit(body.limit ?? LIVE_LIMIT)
    .execute();
  return {
    status: 'success',
    data: rows.map((row) => ({
      message: row.message,
      type: row.type,
      date_sent: row.date_sent.toISOString(),
      auctionid: row.auction_id,
    })),
  };
};

/** api/lotDetails: one lot as the live lot view draws it; personal fields are the caller's own. */
export const getLiveLotDetails: OperationHandler<'getLiveLotDetails'> = async ({ body, caller }, { db }) => ({
  status: 'success',
  data: (await lotFor(db, body.lotid, caller?.id ?? null)).lot,
});

/** api/getliveauctionpercentage: closed and total lot counts; percent completed is their ratio. */
export const getLiveAuctionPercentage: OperationHandler<'getLiveAuctionPercentage'> = async ({ body }, services) => {
  const auction = await findLiveAuction(services, body.auctionid);
  const counts = await services.db
    .selectFrom('lots')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('total'),
      eb.fn.count<string | number>('id').filterWhere('market_status', '!=', 'open').as('closed'),
    ])
    .where('lotof', '=', auction.id)
    .executeTakeFirstOrThrow();
  return { status: 'success', data: { close_count: Number(counts.closed), total_count: Number(counts.total) } };
};

/** video/newVideoStream: the seller's stream of the auction, to join as a viewer on the seller's socket server. */
export const newVideoStream: OperationHandler<'newVideoStream'> = async ({ body }, services) => {
  const auction = await findLiveAuction(services, body.auctionid);
  return { data: { data: { responseData: [{ sender_stream: `auction-${auction.id}` }] } } };
};
