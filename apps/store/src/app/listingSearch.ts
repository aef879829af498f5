import { runsBackwards } from '@storefront/domain';
import type { ListingQuery, LotSearchQuery, PastAuctionsQuery } from '@storefront/features/catalog';

/**
 * Search params of the listings, kept in the URL so a view can be shared, reloaded and gone back to. Small typed
 * parsers (no schema library on every route): a value that is unknown or out of range is dropped, so the default shows.
 */
type Raw = Record<string, unknown>;
type Fields<T> = { [K in keyof T]-?: (value: unknown) => T[K] };

const number = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

const integer = (value: unknown) => {
  const parsed = number(value);
  return typeof parsed === 'number' && Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
};

const oneOf =
  <T>(...choices: readonly T[]) =>
  (value: unknown): T | undefined =>
    choices.find((choice) => choice === value || String(choice) === value);

const listOf =
  <T>(item: (value: unknown) => T | undefined) =>
  (value: unknown): T[] | undefined => {
    const items = (Array.isArray(value) ? value : String(value ?? '').split(','))
      .map(item)
      .filter((parsed): parsed is T => parsed !== undefined);
    return items.length > 0 ? items : undefined;
  };

const page = (value: unknown) => {
  const parsed = integer(value);
  return parsed !== undefined && parsed > 1 ? parsed : undefined;
};

const text = (value: unknown) => {
  const words = String(value ?? '').trim();
  return words ? words.slice(0, 1000) : undefined;
};

const price = (value: unknown) => {
  const parsed = number(value);
  return typeof parsed === 'number' && Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
};

const date = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** Each field through its parser; what comes out undefined is left out. */
const parseWith =
  <T>(fields: Fields<T>) =>
  (search: Raw): T =>
    Object.fromEntries(
      Object.entries(fields).flatMap(([key, parse]) => {
        const value = (parse as (value: unknown) => unknown)(search[key]);
        return value === undefined ? [] : [[key, value]];
      }),
    ) as T;

const size = oneOf(10, 20, 30);
const sort = oneOf(2 as const, 3 as const);
const view = oneOf('grid' as const, 'list' as const);

const parseListingFields = parseWith<ListingQuery>({
  page,
  limit: size,
  orderby: sort,
  view,
  search: text,
  timed_live: oneOf('timed' as const, 'live' as const),
  cat_id: listOf(integer),
  condition: listOf(oneOf(1 as const, 2 as const, 3 as const)),
  from_date_io: date,
  to_date_io: date,
});

/**
 * The home listing: page, limit, orderby, view, search and the listing's filters. A date range that runs backwards
 * (the filter's own rule) keeps its From end: as typed it could match nothing.
 */
export function parseListingSearch(search: Raw): ListingQuery {
  const query = parseListingFields(search);
  const range = { from_date_io: query.from_date_io ?? '', to_date_io: query.to_date_io ?? '' };
  if (!runsBackwards(range)) return query;
  const fromEndOnly = { ...query };
  delete fromEndOnly.to_date_io;
  return fromEndOnly;
}

const parseLotSearchFields = parseWith<LotSearchQuery>({
  search: text,
  page,
  limit: size,
  orderby: sort,
  view,
  cat_id: listOf(integer),
  sub_cat_id: listOf(integer),
  conditions: listOf(oneOf('new' as const, 'used' as const)),
  from_price: price,
  to_price: price,
});

/** /search and /lotsearch: search, page, limit, orderby, cat_id, sub_cat_id, conditions and the price range (both ends or none). */
export function parseLotSearch(search: Raw): LotSearchQuery {
  const { from_price, to_price, ...query } = parseLotSearchFields(search);
  return from_price === undefined || to_price === undefined ? query : { ...query, from_price, to_price };
}

/** /past_auctions: page and search. */
export const parsePastAuctionsSearch = parseWith<PastAuctionsQuery>({ page, search: text });
