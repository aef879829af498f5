export type { AuctionFields, LotFields } from './fields';
