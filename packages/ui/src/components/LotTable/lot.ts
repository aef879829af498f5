import { bidLabels, type Cents, type MarketStatus, type UserId } from '@storefront/domain';

/** A lot row as the lot search returns it, money already in cents. */
export interface LotTableLot {
  id: string | number;
  /** The lot number. */
  sku: string;
  title: string;
  /** Plain text; the table shows its first 30 characters. */
  description: string;
  /** Image address; a broken or missing image shows a placeholder. */
  avatar?: string | null | undefined;
  /** Estimate ends; missing (or 0) reads as the spec's default 100 to 1000. */
  lowest?: Cents | null | undefined;
  highest?: Cents | null | undefined;
  /** Current price, or the sold price once the lot is sold or unsold. */
  wprice: Cents;
  bid_count: number;
  market_status: MarketStatus;
  highbid_user_id?: UserId | null | undefined;
}

export const DESCRIPTION_PREVIEW_LENGTH = 30;

export const isFinished = (lot: Pick<LotTableLot, 'market_status'>) =>
  lot.market_status === 'sold' || lot.market_status === 'unsold';

/** The status cell: 'You're Winning!' while the signed-in buyer leads an open lot. */
export function statusText(lot: LotTableLot, userId: UserId | null | undefined): string | null {
  const leads =
    userId !== null &&
    userId !== undefined &&
    lot.highbid_user_id !== null &&
    lot.highbid_user_id !== undefined &&
    String(lot.highbid_user_id) === String(userId);
  return leads && lot.market_status === 'open' ? bidLabels.youreWinning : null;
}

export function descriptionPreview(description: string): string {
  const text = description.trim();
  return text.length > DESCRIPTION_PREVIEW_LENGTH ? `${text.slice(0, DESCRIPTION_PREVIEW_LENGTH).trimEnd()}…` : text;
}
