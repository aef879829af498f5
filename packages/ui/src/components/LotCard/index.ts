export { LotCard, type LotCardLot, type LotCardProps } from './LotCard';
export { LotCardParts } from './parts';
export { FallbackImage, IMAGE_UNAVAILABLE, type FallbackImageProps } from './FallbackImage';
export { type LotCardBidFormProps } from './LotCardBidForm';
export { type FavouriteToggleProps } from './FavouriteToggle';
export { type StatusChipProps } from './StatusChip';
export { type LotCardSkeletonProps } from './LotCardSkeleton';
export { lotStatusChip, type LotStatusChip } from './lotStatusChip';
