export {
  Skeleton,
  SKELETON_LOADING_LABEL,
  type SkeletonAuctionCardProps,
  type SkeletonBlockProps,
  type SkeletonCircleProps,
  type SkeletonLineProps,
  type SkeletonLotCardProps,
  type SkeletonRootProps,
  type SkeletonTableRowProps,
} from './Skeleton';
