import type { OperationHandler } from '../http/operationTypes';
import { paging } from '../dashboard/paging';
import { auctionFilter, auctionOrder } from './auctionFilter';
import { auctionViews } from './auctionView';

/** The listing's default page size. */
export const LISTING_PAGE_SIZE = 10;

/** The home listing: auctions running or upcoming, with the listing's filters, and their count. */
export const listAuctions: OperationHandler<'listAuctions'> = async ({ body, caller }, { db, clock }) => {
  const now = clock();
  const pageSize = body.sh_limit ?? body.limit ?? LISTING_PAGE_SIZE;
  const { offset } = paging(body.page ?? 1, pageSize);
  const filtered = db.selectFrom('auctions').where(auctionFilter(body, now));
  const { count } = await filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const direction = auctionOrder(body);
  const rows = await filtered
    .selectAll()
    .orderBy('date_added', direction)
    .orderBy('id', direction)
    .limit(pageSize)
    .offset(offset)
    .execute();
  return { data: await auctionViews(db, rows, caller?.id ?? null, now), count: Number(count) };
};
