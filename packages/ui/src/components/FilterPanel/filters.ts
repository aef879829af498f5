import type { Cents } from '@storefront/domain';

/** `timed_live` as the search body sends it. */
export type AuctionTypeFilter = 'all' | 'timed' | 'live';

/** A choice in a filter group: the API's code or id, and the words the buyer reads. */
export interface FilterOption {
  value: string;
  label: string;
}

/** The filters of the listing and lot search, named as the search body names them. */
export interface LotFilters {
  timed_live: AuctionTypeFilter;
  cat_id: readonly string[];
  sub_cat_id: readonly string[];
  /** Condition codes; on the listing 1 New, 2 Damaged, 3 Open Box. */
  condition: readonly string[];
  /** YYYY-MM-DD or ''; sent as `from_date_io` and `to_date_io`. */
  from_date: string;
  to_date: string;
  /** In cents; the API takes dollars. Both or neither are set. */
  from_price_io: Cents | null;
  to_price_io: Cents | null;
}

export const emptyLotFilters: LotFilters = {
  timed_live: 'all',
  cat_id: [],
  sub_cat_id: [],
  condition: [],
  from_date: '',
  to_date: '',
  from_price_io: null,
  to_price_io: null,
};

export const auctionTypeOptions: readonly { value: AuctionTypeFilter; label: string }[] = [
  { value: 'all', label: 'All Auctions' },
  { value: 'timed', label: 'Timed' },
  { value: 'live', label: 'Live' },
];

/** The listing's conditions with their codes; lot search passes its own (New, Used). */
export const listingConditionOptions: readonly FilterOption[] = [
  { value: '1', label: 'New' },
  { value: '2', label: 'Damaged' },
  { value: '3', label: 'Open Box' },
];

/** The filter groups of each screen, in the order shown. */
export const filterGroups = {
  listing: ['auctionType', 'category', 'condition', 'dateRange'],
  lotSearch: ['category', 'subCategory', 'condition', 'priceRange'],
} as const;

export type FilterPanelVariant = keyof typeof filterGroups;
export type FilterGroup = (typeof filterGroups)[FilterPanelVariant][number];

export const isAuctionType = (value: string): value is AuctionTypeFilter =>
  auctionTypeOptions.some((option) => option.value === value);
