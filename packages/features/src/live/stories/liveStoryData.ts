import { goldEagle, liveAuction, pampBar, silverBar } from '@storefront/api-client/msw';

/** The story clock: two minutes into the fixtures' live sale of 1 June 2026. */
export const duringTheSale = Date.parse('2026-06-01T17:02:00Z');
/** Half an hour after the sale's closing time. */
export const afterTheSale = Date.parse('2026-06-01T21:30:00Z');
/** Before the sale starts. */
export const beforeTheSale = Date.parse('2026-06-01T16:30:00Z');

const room = (auction: typeof liveAuction, lots = [goldEagle, pampBar, silverBar]) => ({
  status: 'success' as const,
  data: { auction, lots, current_projectid: auction.current_projectid ?? null },
});

/** The room as getLiveAuctionLots answers it: the fixtures' sale with the gold eagle on the block. */
export const liveRoomAnswer = room(liveAuction);
/** A live auction without lots. */
export const emptyRoomAnswer = room({ ...liveAuction, lot_count: 0, total_lot: 0, current_projectid: null }, []);
/** Every lot called: the auction closed after its last lot. */
export const closedRoomAnswer = room(
  { ...liveAuction, market_status: 'closed', current_projectid: null },
  [goldEagle, pampBar, silverBar].map((lot) => ({ ...lot, market_status: 'sold' as const })),
);
/** The seller ended the sale with lots still to call. */
export const endedRoomAnswer = room({ ...liveAuction, market_status: 'closed' });
/** A buyer whose registration waits for the seller. */
export const pendingRoomAnswer = room({ ...liveAuction, is_register_active: 1 });

/** getAuctionLotDetails for the sale, with the buyer's registration as given. */
export const auctionHead = (
  registration: { isRegistered: 0 | 1; is_register_active: 0 | 1 },
  market_status = liveAuction.market_status,
) => ({
  data: {
    auction_details: { ...liveAuction, ...registration, market_status },
    min_max_date_closed: { min_date_closed: liveAuction.date_closed, max_date_closed: liveAuction.date_closed },
  },
});
