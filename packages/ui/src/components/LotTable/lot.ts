import type { UserId } from '@storefront/domain';
import type { LotFields } from '../../lot/fields';
import { lotStatusChip, type LotStatusChip } from '../LotCard/lotStatusChip';

/** A lot row as the table reads it: the API's `Lot` fields, names and units as the lot search sends them. */
export type LotTableLot = Pick<
  LotFields,
  | 'id'
  | 'sku'
  | 'title'
  | 'auction_title'
  | 'description'
  | 'avatar'
  | 'lowest'
  | 'highest'
  | 'wprice'
  | 'bid_count'
  | 'bidcnt'
  | 'nobids'
  | 'market_status'
  | 'highbid_user_id'
>;

export const DESCRIPTION_PREVIEW_LENGTH = 30;

/**
 * The status cell: 'You're Winning!' while the signed-in buyer leads an open lot; how a finished lot ended ('Sold',
 * 'Unsold', 'Closed'); the words and tone of the grid's chip.
 */
export function statusChip(lot: LotTableLot, userId: UserId | null | undefined): LotStatusChip | null {
  const leads =
    userId !== null &&
    userId !== undefined &&
    lot.highbid_user_id !== null &&
    lot.highbid_user_id !== undefined &&
    String(lot.highbid_user_id) === String(userId);
  return lotStatusChip(lot.market_status, leads && lot.market_status === 'open' ? 'winning' : null);
}

export function descriptionPreview(description: string | undefined): string {
  const text = (description ?? '').trim();
  return text.length > DESCRIPTION_PREVIEW_LENGTH ? `${text.slice(0, DESCRIPTION_PREVIEW_LENGTH).trimEnd()}…` : text;
}
