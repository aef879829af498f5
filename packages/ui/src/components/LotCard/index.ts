export { LotCard, type LotCardLot, type LotCardProps } from './LotCard';
export { LotCardParts } from './parts';
export { FavouriteToggle, type FavouriteToggleProps } from './FavouriteToggle';
export { type StatusChipProps } from './StatusChip';
export { LotCardSkeleton, type LotCardSkeletonProps } from './LotCardSkeleton';
export { lotStatusChip, type LotStatusChip } from './lotStatusChip';
