import type { LotFilters } from '@storefront/ui';

export type ResultsLayout = 'grid' | 'list';
export type SortCode = 2 | 3;

/** Results per page on the listing and the lot search (spec §9). */
export const PAGE_SIZES = [10, 20, 30] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** A keyword search on the home listing shows 30 lots a page by default (spec §9). */
export const KEYWORD_PAGE_SIZE = 30;
/** 3 Oldest is the default sort (spec §9). */
export const DEFAULT_SORT: SortCode = 3;

/**
 * The home listing's view, as its URL carries it: page, page size, sort, layout, the keyword of search mode and the
 * listing's filters under the API's names. What is at its default is absent.
 */
export interface ListingQuery {
  page?: number | undefined;
  limit?: number | undefined;
  orderby?: SortCode | undefined;
  view?: ResultsLayout | undefined;
  search?: string | undefined;
  timed_live?: 'timed' | 'live' | undefined;
  cat_id?: number[] | undefined;
  condition?: (1 | 2 | 3)[] | undefined;
  from_date_io?: string | undefined;
  to_date_io?: string | undefined;
}

/** The listing's filters as the filter panel reads them. */
export function listingFilters(query: ListingQuery): LotFilters {
  const { timed_live, cat_id, condition, from_date_io, to_date_io } = query;
  return dropEmpty({ timed_live, cat_id, condition, from_date_io, to_date_io });
}

/** The query with the panel's filters in place of the old ones, back on page 1. */
export function withListingFilters(query: ListingQuery, filters: LotFilters): ListingQuery {
  const { limit, orderby, view, search } = query;
  return dropEmpty({
    limit,
    orderby,
    view,
    search,
    timed_live: filters.timed_live === 'all' ? undefined : filters.timed_live,
    cat_id: filters.cat_id,
    condition: filters.condition,
    from_date_io: filters.from_date_io,
    to_date_io: filters.to_date_io,
  });
}

/** An object without its unset fields: what may be undefined becomes optional instead. */
export type Defined<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/** Leaves out what is not set, so the URL and the request body carry only what was chosen. */
export function dropEmpty<T extends object>(value: T): Defined<T> {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, field]) => field !== undefined && field !== '' && !(Array.isArray(field) && field.length === 0),
    ),
  ) as Defined<T>;
}

/** Page count: the total divided by the page size, rounded up (spec §9). */
export const pageCount = (total: number, pageSize: number) => Math.ceil(total / pageSize);
