import type { ListingQuery, LotSearchQuery, PastAuctionsQuery } from '@storefront/features/catalog';

/**
 * Search params of the listings, kept in the URL so a view can be shared, reloaded and gone back to. Small typed
 * parsers (no schema library on every route): anything unknown or out of range is dropped, so the default shows.
 */
type Raw = Record<string, unknown>;

const PAGE_SIZES = [10, 20, 30];
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const integer = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
};

const page = (value: unknown) => {
  const number = integer(value);
  return number !== undefined && number > 1 ? number : undefined;
};

const oneOf = <T>(value: unknown, choices: readonly T[]): T | undefined => choices.find((choice) => choice === value);

const integers = (value: unknown): number[] | undefined => {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const ids = list.map(integer).filter((id): id is number => id !== undefined && id > 0);
  return ids.length > 0 ? [...new Set(ids)] : undefined;
};

const text = (value: unknown) => {
  const string = typeof value === 'number' ? String(value) : value;
  return typeof string === 'string' && string.trim() !== '' ? string.trim().slice(0, 1000) : undefined;
};

const price = (value: unknown) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : undefined;
};

const date = (value: unknown) => (typeof value === 'string' && CALENDAR_DATE.test(value) ? value : undefined);

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/** The home listing: page, limit, orderby, view, search and the listing's filters. */
export function parseListingSearch(search: Raw): ListingQuery {
  const condition = integers(search['condition'])?.filter((code): code is 1 | 2 | 3 => code <= 3);
  return defined({
    page: page(search['page']),
    limit: oneOf(integer(search['limit']), PAGE_SIZES),
    orderby: oneOf(integer(search['orderby']), [2, 3] as const),
    view: oneOf(search['view'], ['grid', 'list'] as const),
    search: text(search['search']),
    timed_live: oneOf(search['timed_live'], ['timed', 'live'] as const),
    cat_id: integers(search['cat_id']),
    condition: condition && condition.length > 0 ? condition : undefined,
    from_date_io: date(search['from_date_io']),
    to_date_io: date(search['to_date_io']),
  });
}

/** /search and /lotsearch: search, page, limit, orderby, cat_id, sub_cat_id, conditions and the price range. */
export function parseLotSearch(search: Raw): LotSearchQuery {
  const conditions = [search['conditions']]
    .flat()
    .flatMap((value) => (typeof value === 'string' ? value.split(',') : []))
    .filter((word): word is 'new' | 'used' => word === 'new' || word === 'used');
  const from_price = price(search['from_price']);
  const to_price = price(search['to_price']);
  const bothPrices = from_price !== undefined && to_price !== undefined;
  return defined({
    search: text(search['search']),
    page: page(search['page']),
    limit: oneOf(integer(search['limit']), PAGE_SIZES),
    orderby: oneOf(integer(search['orderby']), [2, 3] as const),
    view: oneOf(search['view'], ['grid', 'list'] as const),
    cat_id: integers(search['cat_id']),
    sub_cat_id: integers(search['sub_cat_id']),
    conditions: conditions.length > 0 ? [...new Set(conditions)] : undefined,
    from_price: bothPrices ? from_price : undefined,
    to_price: bothPrices ? to_price : undefined,
  });
}

/** /past_auctions: page and search. */
export function parsePastAuctionsSearch(search: Raw): PastAuctionsQuery {
  return defined({ page: page(search['page']), search: text(search['search']) });
}
