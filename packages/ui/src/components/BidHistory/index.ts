export { BidHistory, type BidHistoryProps } from './BidHistory';
export { BidHistoryDialog, type BidHistoryDialogProps } from './BidHistoryDialog';
export { PricePathChart, type PricePathChartProps } from './PricePathChart';
export type { AuctionType, BidHistoryEntry } from './types';
