import type { components } from '@storefront/api-client';
import type { OperationHandler } from '../http/operationTypes';
import { paging } from '../dashboard/paging';
import { auctionFilter, auctionOrder } from './auctionFilter';

type AuctionSearchResult = components['schemas']['AuctionSearchResult'];

/** Past auctions are listed 10 to a page. */
export const AUCTION_SEARCH_PAGE_SIZE = 10;

/** Auctions by the filter body; `type: closed` lists past auctions, most recent first. */
export const auctionSearch: OperationHandler<'auctionSearch'> = async ({ body }, { db, clock }) => {
  const pageSize = body.sh_limit ?? body.limit ?? AUCTION_SEARCH_PAGE_SIZE;
  const { offset, pageCount } = paging(body.page ?? 1, pageSize);
  const filtered = db.selectFrom('auctions').where(auctionFilter(body, clock()));
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const direction = auctionOrder(body);
  const rows = await filtered
    .selectAll()
    .orderBy(body.type === 'closed' ? 'date_closed' : 'date_added', direction)
    .orderBy('id', direction)
    .limit(pageSize)
    .offset(offset)
    .execute();
  const results = rows.map((row): AuctionSearchResult => {
    const result: AuctionSearchResult = {
      id: row.id,
      ptitle: row.title,
      description: row.description,
      date_added: row.date_added.toISOString(),
      date_closed: row.date_closed.toISOString(),
      con_check: row.con_check === 1 ? 1 : 0,
    };
    if (row.file_name !== null) result.file_name = row.file_name;
    return result;
  });
  return { success: 'yes', results, total_pagecnt: pageCount(Number(total)) };
};
