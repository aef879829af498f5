export { AuctionCard, type AuctionCardAuction, type AuctionCardProps } from './AuctionCard';
export { AuctionCardSkeleton, type AuctionCardSkeletonProps } from './AuctionCardSkeleton';
export { AuctionCardDescription, type AuctionCardDescriptionProps } from './AuctionCardDescription';
export { DESCRIPTION_PREVIEW_LENGTH, truncateDescription } from './truncate';
