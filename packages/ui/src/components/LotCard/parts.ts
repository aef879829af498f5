import { FallbackImage } from '../FallbackImage';
import { FavouriteToggle } from './FavouriteToggle';
import { LotCardSkeleton } from './LotCardSkeleton';
import { StatusChip } from './StatusChip';

/** The card's parts, for screens that lay a lot out differently (the lot drawer, the lot table). */
export const LotCardParts = {
  Image: FallbackImage,
  FavouriteToggle,
  StatusChip,
  Skeleton: LotCardSkeleton,
};
