export { FilterPanel, type FilterPanelProps } from './FilterPanel';
export {
  auctionTypeOptions,
  emptyLotFilters,
  filterGroups,
  listingConditionOptions,
  lotSearchConditionOptions,
  type AuctionTypeFilter,
  type ConditionCode,
  type ConditionWord,
  type FilterGroup,
  type FilterOption,
  type FilterPanelVariant,
  type LotFilters,
} from './filters';
