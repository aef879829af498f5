import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { OperationHandler } from '../http/operationTypes';
import { paging } from '../dashboard/paging';
import { auctionViews } from './auctionView';
import { lotFilter, sortDirection } from './lotFilter';
import { selectLots } from './lotRows';
import { lotView } from './lotView';
import { viewerContext } from './viewerContext';

/**
 * The lots of one auction (api/lotSearch), in lot order, with the auction and the caller's registrations. The
 * buyer is the caller of the token: a userid in the body never shows another buyer's bids or registrations.
 */
export const searchAuctionLots: OperationHandler<'searchAuctionLots'> = async ({ body, caller }, services) => {
  const { db } = services;
  const userId = caller?.id ?? null;
  const { offset } = paging(body.page, body.limit);
  const filtered = selectLots(db).where(
    lotFilter({
      lotof: body.lotof,
      ...(body.searchbar_with_lot_number === undefined
        ? {}
        : { searchbar_with_lot_number: body.searchbar_with_lot_number }),
    }),
  );
  const { total } = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const direction = sortDirection(body.orserby, body.order);
  const rows = await filtered
    .orderBy('lots.date_closed', direction)
    .orderBy('lots.id', direction)
    .limit(body.limit)
    .offset(offset)
    .execute();
  const viewer = await viewerContext(
    db,
    rows.map((row) => row.id),
    userId,
  );

  const auctionRow = await db.selectFrom('auctions').selectAll().where('id', '=', body.lotof).executeTakeFirst();
  const [auction] = auctionRow ? await auctionViews(db, [auctionRow], userId, services.clock()) : [];
  return {
    status: 'success',
    response: {
      results: rows.map((row) => lotView(row, viewer)),
      auctionList: auction ? [auction] : [],
      total_results: Number(total),
      current_projectid: auction?.current_projectid ?? null,
      isRegistered: auction?.isRegistered ?? 0,
      isRegistered_list: await registrationList(db, userId),
    },
  };
};

/** Every registration of the buyer, by auction (none for a visitor). */
export async function registrationList(db: Kysely<DatabaseSchema>, userId: number | null) {
  if (userId === null) return [];
  const rows = await db
    .selectFrom('auction_registrations')
    .select(['auction_id', 'is_register_active'])
    .where('user_id', '=', userId)
    .orderBy('auction_id')
    .execute();
  return rows.map((row) => ({
    auction_id: row.auction_id,
    is_register_active: row.is_register_active === 0 ? (0 as const) : (1 as const),
  }));
}
