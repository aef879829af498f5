import { bannerTone, bidLabels, type BannerTone, type BidStatusKind, type MarketStatus } from '@storefront/domain';

export interface LotStatusChip {
  label: string;
  tone: BannerTone;
}

const buyerLabels: Record<BidStatusKind, string> = {
  winning: bidLabels.youreWinning,
  winningWithProxy: bidLabels.youreWinning,
  reserveNotMet: 'Reserve Not Met',
  outbid: bidLabels.youAreLosing,
  bought: 'Won',
  lost: 'Lost',
};

const marketLabels: Record<Exclude<MarketStatus, 'open'>, string> = {
  sold: 'Sold',
  unsold: 'Unsold',
  closed: 'Closed',
};

/** The chip on a lot: the buyer's own status when they have bid, otherwise how the lot ended; none on an open lot. */
export function lotStatusChip(market_status: MarketStatus, bidStatus: BidStatusKind | null): LotStatusChip | null {
  const label = bidStatus ? buyerLabels[bidStatus] : market_status === 'open' ? null : marketLabels[market_status];
  return label ? { label, tone: bannerTone(label) } : null;
}
