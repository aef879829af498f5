export {
  Skeleton,
  SKELETON_LOADING_LABEL,
  type SkeletonBlockProps,
  type SkeletonCircleProps,
  type SkeletonLineProps,
  type SkeletonRootProps,
  type SkeletonStackProps,
  type SkeletonTableRowProps,
} from './Skeleton';
