import type { OperationHandler } from '../http/operationTypes';
import { paging } from '../dashboard/paging';
import { lotFilter, sortDirection } from './lotFilter';
import { selectLots } from './lotRows';
import { lotView } from './lotView';
import { viewerContext } from './viewerContext';

/** The lot search's default page size. */
export const LOT_SEARCH_PAGE_SIZE = 10;

/**
 * Lots across auctions with every filter of the filter body. Without an auction (lotof) it searches what can still be
 * bid on (open, before its close); inside one auction it lists all of its lots. Personal fields are the signed-in
 * caller's only.
 */
export const searchLots: OperationHandler<'searchLots'> = async ({ body, caller }, { db, clock }) => {
  const pageSize = body.limit ?? body.sh_limit ?? LOT_SEARCH_PAGE_SIZE;
  const { offset } = paging(body.page ?? 1, pageSize);
  const filtered = selectLots(db)
    .where(lotFilter(body))
    .$if(body.lotof === undefined, (query) =>
      query.where('lots.market_status', '=', 'open').where('lots.date_closed', '>', clock()),
    );

  const { total } = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const direction = sortDirection(body.sortBy ?? body.orderby, body.order);
  const rows = await filtered
    .orderBy('lots.date_added', direction)
    .orderBy('lots.id', direction)
    .limit(pageSize)
    .offset(offset)
    .execute();

  const viewer = await viewerContext(
    db,
    rows.map((row) => row.id),
    caller?.id ?? null,
  );
  return {
    success: 'yes',
    result: { listOfProjects: rows.map((row) => lotView(row, viewer)), totalCount: Number(total) },
  };
};
