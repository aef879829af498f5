import { bidLabels, type UserId } from '@storefront/domain';
import type { LotFields } from '../../lot/fields';

/** A lot row as the table reads it: the API's `Lot` fields, names and units as the lot search sends them. */
export type LotTableLot = Pick<
  LotFields,
  | 'id'
  | 'sku'
  | 'title'
  | 'description'
  | 'avatar'
  | 'lowest'
  | 'highest'
  | 'wprice'
  | 'bid_count'
  | 'market_status'
  | 'highbid_user_id'
>;

export const DESCRIPTION_PREVIEW_LENGTH = 30;

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

export function descriptionPreview(description: string | undefined): string {
  const text = (description ?? '').trim();
  return text.length > DESCRIPTION_PREVIEW_LENGTH ? `${text.slice(0, DESCRIPTION_PREVIEW_LENGTH).trimEnd()}…` : text;
}
