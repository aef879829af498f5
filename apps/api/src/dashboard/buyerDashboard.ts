import type { components } from '@storefront/api-client';
import type { ExpressionBuilder } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { OperationHandler } from '../http/operationTypes';
import { signedIn } from '../accounts/signedIn';
import { amount, optionalAmount } from '../db/amounts';
import { paging } from './paging';
import { nextBidOf } from '../catalog/nextBid';
import { reserveMet } from '../catalog/reserveMet';

type DashboardLot = components['schemas']['DashboardLot'];
type DashboardStatus = components['schemas']['DashboardStatus'];
type Scope = ExpressionBuilder<DatabaseSchema & { lots: DatabaseSchema['lots'] }, 'lots'>;

/** Which lots each dashboard list holds, for one buyer. */
function listFilter(status: DashboardStatus, userId: number) {
  return (eb: Scope) => {
    const hasBid = eb.exists(
      eb
        .selectFrom('bids')
        .select('bids.id')
        .whereRef('bids.lot_id', '=', 'lots.id')
        .where('bids.user_id', '=', userId),
    );
    const won = eb.and([eb('lots.market_status', '=', 'sold'), eb('lots.highbid_user_id', '=', userId)]);
    switch (status) {
      case 'bidactive':
        return eb.and([hasBid, eb('lots.market_status', '=', 'open')]);
      case 'bidwon':
        return won;
      case 'bidlost':
        return eb.and([hasBid, eb('lots.market_status', '!=', 'open'), eb.not(won)]);
      case 'buynow':
        return eb.and([won, eb('lots.buynow_check', '=', 1)]);
      case 'watchlist':
        return eb.exists(
          eb
            .selectFrom('watchlists')
            .select('watchlists.lot_id')
            .whereRef('watchlists.lot_id', '=', 'lots.id')
            .where('watchlists.user_id', '=', userId),
        );
    }
  };
}

/** One page of a dashboard list. Bid amounts are the caller's own; another buyer's maximum never shows. */
export const buyerDashboard: OperationHandler<'buyerDashboard'> = async (input, { db }) => {
  const caller = signedIn(input);
  const { status, page, sh_limit } = input.body;
  const { offset, pageCount } = paging(page, sh_limit);
  const inList = listFilter(status, caller.id);

  const { total } = await db
    .selectFrom('lots')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(inList)
    .executeTakeFirstOrThrow();

  const rows = await db
    .selectFrom('lots')
    .innerJoin('auctions', 'auctions.id', 'lots.lotof')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('bids')
          .select((inner) => ['bids.lot_id', inner.fn.max('bids.id').as('mybidid')])
          .where('bids.user_id', '=', caller.id)
          .groupBy('bids.lot_id')
          .as('mine'),
      (join) => join.onRef('mine.lot_id', '=', 'lots.id'),
    )
    .leftJoin('bids as own', 'own.id', 'mine.mybidid')
    .leftJoin('watchlists', (join) =>
      join.onRef('watchlists.lot_id', '=', 'lots.id').on('watchlists.user_id', '=', caller.id),
    )
    .selectAll('lots')
    .select([
      'auctions.title as auctionlot_title',
      'auctions.con_check',
      'mine.mybidid',
      'own.proposed_amount as mybid',
      'own.max_amount as lastproxtamt',
      'watchlists.lot_id as watchlisted_lot',
    ])
    .where(inList)
    .orderBy('lots.date_closed', status === 'bidactive' || status === 'watchlist' ? 'asc' : 'desc')
    .orderBy('lots.id')
    .limit(sh_limit)
    .offset(offset)
    .execute();

  const results = rows.map((row): DashboardLot => {
    const lot: DashboardLot = {
      id: row.id,
      lotof: row.lotof,
      auctionid: row.lotof,
      sku: row.sku,
      title: row.title,
      auctionlot_title: row.auctionlot_title,
      description: row.description,
      wprice: amount(row.wprice),
      latestbid: amount(row.wprice),
      next_bid: nextBidOf(row),
      highest_bidder_user_id: row.highbid_user_id,
      latestbid_user: row.highbid_user_id,
      market_status: row.market_status,
      con_check: row.con_check === 1 ? 1 : 0,
      date_added: row.date_added.toISOString(),
      date_closed: row.date_closed.toISOString(),
      dateclosing: row.date_closed.toISOString(),
      qty: row.qty,
      buynow_check: row.buynow_check === 1 ? 1 : 0,
      paid: row.paid === 1 ? 1 : 0,
      common_invoice: row.common_invoice,
      watchlisted: row.watchlisted_lot === null ? 0 : 1,
    };
    const buynowamount = optionalAmount(row.buynowamount);
    lot.reserve_met = reserveMet(row);
    if (buynowamount !== undefined) lot.buynowamount = buynowamount;
    if (row.mybidid !== null) lot.mybidid = row.mybidid;
    if (row.mybid !== null) lot.mybid = amount(row.mybid);
    if (row.lastproxtamt !== null) lot.lastproxtamt = amount(row.lastproxtamt);
    if (row.avatar !== null) {
      lot.avatar = row.avatar;
      lot.productImagesName = row.avatar;
    }
    return lot;
  });
  return { success: 'yes', results, total_pagecnt: pageCount(Number(total)) };
};
