/** The Auction Type filter, `timed_live` as the search body takes it. */
export type AuctionTypeFilter = 'all' | 'timed' | 'live';

/** The listing's condition codes: 1 New, 2 Damaged, 3 Open Box. */
export type ConditionCode = 1 | 2 | 3;

/** The lot search's Conditions, `auction_condition_new_io` as the search body takes it. */
export type ConditionWord = 'new' | 'used';

/** A choice in a filter group: the API's code or id, and the words the buyer reads. */
export interface FilterOption<Value extends string | number = number> {
  value: Value;
  label: string;
}

/**
 * The filters of the listing and lot search: fields of the API's `AuctionFilter`, with its
 * names, types and units (dates YYYY-MM-DD, prices in dollars). A filter that is not set is
 * absent, so the app spreads the object into the search body as it is.
 */
export interface LotFilters {
  timed_live?: AuctionTypeFilter;
  cat_id?: number[];
  sub_cat_id_multiple_io?: number[];
  condition?: ConditionCode[];
  auction_condition_new_io?: ConditionWord[];
  from_date_io?: string;
  to_date_io?: string;
  /** Both or neither are set. */
  from_price_io?: number;
  to_price_io?: number;
}

export const emptyLotFilters: LotFilters = {};

/** The filters with one field set, or removed when the new value is empty. */
export function withFilter<Key extends keyof LotFilters>(
  filters: LotFilters,
  key: Key,
  value: LotFilters[Key] | undefined,
): LotFilters {
  const next = { ...filters };
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete next[key];
  else next[key] = value;
  return next;
}

export const auctionTypeOptions: readonly FilterOption<AuctionTypeFilter>[] = [
  { value: 'all', label: 'All Auctions' },
  { value: 'timed', label: 'Timed' },
  { value: 'live', label: 'Live' },
];

/** The listing's Condition group. */
export const listingConditionOptions: readonly FilterOption<ConditionCode>[] = [
  { value: 1, label: 'New' },
  { value: 2, label: 'Damaged' },
  { value: 3, label: 'Open Box' },
];

/** The lot search's Conditions group. */
export const lotSearchConditionOptions: readonly FilterOption<ConditionWord>[] = [
  { value: 'new', label: 'New' },
  { value: 'used', label: 'Used' },
];

/** The filter groups of each screen, in the order shown. */
export const filterGroups = {
  listing: ['auctionType', 'category', 'condition', 'dateRange'],
  lotSearch: ['category', 'subCategory', 'conditions', 'priceRange'],
} as const;

export type FilterPanelVariant = keyof typeof filterGroups;
export type FilterGroup = (typeof filterGroups)[FilterPanelVariant][number];

export const isAuctionType = (value: string): value is AuctionTypeFilter =>
  auctionTypeOptions.some((option) => option.value === value);
