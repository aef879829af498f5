import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, dropEmpty, KEYWORD_PAGE_SIZE, type ListingQuery } from './listingQuery';
import type { LotSearchQuery } from './lotSearchQuery';

/*
 * The request bodies of the catalog's reads, from the views the URLs hold. Kept apart from the hooks so the route
 * loaders (in the app's first load) build the same query key without bringing react-query's hooks along.
 */

/** Past auctions are listed 10 to a page (spec §9). */
export const PAST_AUCTIONS_PAGE_SIZE = 10;

export interface PastAuctionsQuery {
  page?: number | undefined;
  search?: string | undefined;
}

/** The home listing's request (listAuctions): the URL's view in the API's filter body. */
export function auctionListingBody(query: ListingQuery) {
  return dropEmpty({
    is_auction: 1 as const,
    page: query.page ?? 1,
    sh_limit: query.limit ?? DEFAULT_PAGE_SIZE,
    orderby: query.orderby ?? DEFAULT_SORT,
    timed_live: query.timed_live,
    cat_id: query.cat_id,
    condition: query.condition,
    from_date_io: query.from_date_io,
    to_date_io: query.to_date_io,
  });
}

/** The home listing in search mode (searchLots): lots holding the keyword, with the listing's filters. */
export function keywordLotsBody(query: ListingQuery) {
  return dropEmpty({
    searchbar: query.search,
    page: query.page ?? 1,
    limit: query.limit ?? KEYWORD_PAGE_SIZE,
    sortBy: query.orderby ?? DEFAULT_SORT,
    timed_live: query.timed_live,
    cat_id: query.cat_id,
    condition: query.condition,
    from_date_io: query.from_date_io,
    to_date_io: query.to_date_io,
  });
}

/** The lot search's request (searchLots): keyword, page, size and the lot search's filters. */
export function lotSearchBody(query: LotSearchQuery) {
  return dropEmpty({
    searchbar: query.search,
    page: query.page ?? 1,
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    orderby: query.orderby,
    cat_id: query.cat_id,
    sub_cat_id_multiple_io: query.sub_cat_id,
    auction_condition_new_io: query.conditions,
    from_price_io: query.from_price,
    to_price_io: query.to_price,
  });
}

/** The past auctions' request (auctionSearch of type closed). */
export function pastAuctionsBody(query: PastAuctionsQuery) {
  return dropEmpty({
    type: 'closed' as const,
    page: query.page ?? 1,
    sh_limit: PAST_AUCTIONS_PAGE_SIZE,
    searchbar: query.search,
  });
}
