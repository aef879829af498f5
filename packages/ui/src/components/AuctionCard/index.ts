export {
  AuctionCard,
  type AuctionCardAuction,
  type AuctionCardLinkComponent,
  type AuctionCardLinkProps,
  type AuctionCardProps,
} from './AuctionCard';
export { AuctionCardDescription, type AuctionCardDescriptionProps } from './AuctionCardDescription';
export { DESCRIPTION_PREVIEW_LENGTH, truncateDescription } from './truncate';
