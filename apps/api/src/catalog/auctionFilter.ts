import type { components } from '@storefront/api-client';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { containing, dayAfter, dayStart, lotFilter } from './lotFilter';

type AuctionFilter = components['schemas']['AuctionFilter'];
type AuctionScope = ExpressionBuilder<DatabaseSchema, 'auctions'>;

/** Filters that are about the lots (category, condition, price) keep an auction that has at least one such lot. */
function lotFiltersOf(filter: AuctionFilter): AuctionFilter {
  const { cat_id, cat_id_multiple_io, sub_cat_id, sub_cat_id_multiple_io, condition } = filter;
  const { auction_condition_new_io, from_price_io, to_price_io } = filter;
  return Object.fromEntries(
    Object.entries({
      cat_id,
      cat_id_multiple_io,
      sub_cat_id,
      sub_cat_id_multiple_io,
      condition,
      auction_condition_new_io,
      from_price_io,
      to_price_io,
    }).filter(([, value]) => value !== undefined && (!Array.isArray(value) || value.length > 0)),
  );
}

/**
 * Every filter of the filter body, for auctions: past (closed) or current, keyword on the title or description,
 * auction id, auction type, an auction running within the date range, and the lot filters through its lots.
 */
export function auctionFilter(filter: AuctionFilter & { type?: 'closed' }, now: Date) {
  return (eb: AuctionScope): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [
      filter.type === 'closed'
        ? eb.or([eb('auctions.market_status', '!=', 'open'), eb('auctions.date_closed', '<=', now)])
        : eb.and([eb('auctions.market_status', '=', 'open'), eb('auctions.date_closed', '>', now)]),
    ];
    for (const keyword of [filter.searchbar, filter.custom_field_3]) {
      if (!keyword?.trim()) continue;
      const pattern = containing(keyword);
      parts.push(eb.or([eb('auctions.title', 'ilike', pattern), eb('auctions.description', 'ilike', pattern)]));
    }
    if (filter.lotof !== undefined) parts.push(eb('auctions.id', '=', filter.lotof));
    if (filter.timed_live === 'live') parts.push(eb('auctions.con_check', '=', 1));
    if (filter.timed_live === 'timed') parts.push(eb('auctions.con_check', '!=', 1));
    if (filter.from_date_io) parts.push(eb('auctions.date_closed', '>=', dayStart(filter.from_date_io)));
    if (filter.to_date_io) parts.push(eb('auctions.date_added', '<', dayAfter(filter.to_date_io)));
    const lotFilters = lotFiltersOf(filter);
    if (Object.keys(lotFilters).length > 0) {
      parts.push(
        eb.exists(
          eb
            .selectFrom('lots')
            .select('lots.id')
            .whereRef('lots.lotof', '=', 'auctions.id')
            .where((inner) => lotFilter(lotFilters)(inner as never)),
        ),
      );
    }
    return parts.length > 0 ? eb.and(parts) : sql<SqlBool>`true`;
  };
}

/** Current auctions soonest first (sort 3, the default), or newest first (2); past auctions most recent first. */
export function auctionOrder(filter: { orderby?: number; order?: 'asc' | 'desc'; type?: 'closed' }) {
  if (filter.order) return filter.order;
  if (filter.orderby === 2) return 'desc';
  if (filter.orderby === 3) return 'asc';
  return filter.type === 'closed' ? 'desc' : 'asc';
}
