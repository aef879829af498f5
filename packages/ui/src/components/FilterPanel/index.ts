export { FilterPanel, type FilterPanelProps } from './FilterPanel';
export {
  auctionTypeOptions,
  emptyLotFilters,
  filterGroups,
  listingConditionOptions,
  type AuctionTypeFilter,
  type FilterGroup,
  type FilterOption,
  type FilterPanelVariant,
  type LotFilters,
} from './filters';
