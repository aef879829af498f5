import type { LotFilters } from '@storefront/ui';
import { dropEmpty, type ResultsLayout, type SortCode } from './listingQuery';

/** The lot search's view (/search, /lotsearch), as its URL carries it. */
export interface LotSearchQuery {
  search?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
  orderby?: SortCode | undefined;
  view?: ResultsLayout | undefined;
  cat_id?: number[] | undefined;
  sub_cat_id?: number[] | undefined;
  conditions?: ('new' | 'used')[] | undefined;
  from_price?: number | undefined;
  to_price?: number | undefined;
}

/** The lot search's filters as the filter panel reads them. */
export function lotSearchFilters(query: LotSearchQuery): LotFilters {
  return dropEmpty({
    cat_id: query.cat_id,
    sub_cat_id_multiple_io: query.sub_cat_id,
    auction_condition_new_io: query.conditions,
    from_price_io: query.from_price,
    to_price_io: query.to_price,
  });
}

/** The query with the panel's filters in place of the old ones, back on page 1. */
export function withLotSearchFilters(query: LotSearchQuery, filters: LotFilters): LotSearchQuery {
  const { search, limit, orderby, view } = query;
  return dropEmpty({
    search,
    limit,
    orderby,
    view,
    cat_id: filters.cat_id,
    sub_cat_id: filters.sub_cat_id_multiple_io,
    conditions: filters.auction_condition_new_io,
    from_price: filters.from_price_io,
    to_price: filters.to_price_io,
  });
}
